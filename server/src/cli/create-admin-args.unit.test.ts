import { PassThrough } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { PASSWORD_MESSAGES } from '@common/password-policy'
import { checkAdminPassword, parseCreateAdminArgs, readPassword } from './create-admin-args'

describe('npm run create-admin arguments', () => {
  it('refuses a weak password with the same words as the web forms', () => {
    expect(() => checkAdminPassword('        ')).toThrow(`--password: ${PASSWORD_MESSAGES.blank}`)
    expect(() => checkAdminPassword('Password123')).toThrow(
      `--password: ${PASSWORD_MESSAGES.common}`,
    )
    expect(checkAdminPassword('stained glass on a tuesday')).toBe('stained glass on a tuesday')
  })

  it('needs no --password on the command line, where npm would print it back', () => {
    expect(parseCreateAdminArgs(['--email', 'Admin@Example.org'])).toEqual({
      email: 'admin@example.org',
      password: undefined,
    })
    expect(() => parseCreateAdminArgs(['--email', 'not an address'])).toThrow(/^--email: /)
  })

  it('reads the password from a pipe, and writes nothing of it', async () => {
    const input = new PassThrough()
    const output = new PassThrough()
    const written: string[] = []
    output.on('data', (chunk: Buffer) => written.push(chunk.toString()))
    const read = readPassword(input, output)
    input.end('stained glass on a tuesday\n')
    expect(await read).toBe('stained glass on a tuesday')
    expect(written.join('')).not.toContain('stained glass')
  })

  it('reads it from a terminal without echoing what is typed', async () => {
    const input = Object.assign(new PassThrough(), { isTTY: true, setRawMode: () => input })
    const output = new PassThrough()
    const written: string[] = []
    output.on('data', (chunk: Buffer) => written.push(chunk.toString()))
    const read = readPassword(input, output)
    input.write('stained glass on a tuesday\r')
    expect(await read).toBe('stained glass on a tuesday')
    expect(written.join('')).toContain('Password for the new admin (not shown): ')
    expect(written.join('')).not.toContain('stained glass')
  })
})
