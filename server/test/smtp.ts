import type { AddressInfo } from 'node:net'
import { type ParsedMail, simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll } from 'vitest'

export interface ReceivedMail {
  // Envelope recipients, as the SMTP server was told them (RCPT TO).
  to: string[]
  parsed: ParsedMail
  subject: string
  html: string
  text: string
}

export interface TestSmtpServer {
  url: string
  received: ReceivedMail[]
  // Messages that arrived for one address, oldest first.
  to(address: string): ReceivedMail[]
  // Waits until `count` messages have arrived in total (the send job may still be finishing).
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>
  // The next message to arrive is refused with this SMTP reply (e.g. 451 or 550), once.
  refuseNext(code: number, message: string): void
  stop(): Promise<void>
}

// A real SMTP server in the test process: Flock's nodemailer transport talks SMTP to it, and
// mailparser reads what arrives exactly as a mail program would. No TLS, no authentication.
export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = []
  let refusal: { code: number; message: string } | null = null
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        if (refusal) {
          const error = Object.assign(new Error(refusal.message), { responseCode: refusal.code })
          refusal = null
          callback(error)
          return
        }
        simpleParser(Buffer.concat(chunks))
          .then((parsed) => {
            received.push({
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              parsed,
              subject: parsed.subject ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              text: parsed.text ?? '',
            })
            callback()
          })
          .catch((error: unknown) => callback(error as Error))
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    to: (address) =>
      received.filter((mail) => mail.to.some((to) => to.toLowerCase() === address.toLowerCase())),
    async waitFor(count, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs
      while (received.length < count) {
        if (Date.now() > deadline) {
          throw new Error(`Expected ${count} e-mails, ${received.length} arrived`)
        }
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
      return received
    },
    refuseNext(code, message) {
      refusal = { code, message }
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

// The first http(s) link in a message's plain text that contains `fragment`.
export function linkIn(mail: ReceivedMail, fragment: string): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((url) => url.includes(fragment))
  if (!link) throw new Error(`No link with "${fragment}" in: ${mail.text}`)
  return link
}

// One SMTP server for a test file, started before the app so the app can be given its address:
//   const smtp = useTestSmtpServer()
//   const t = useTestApp(() => ({ SMTP_URL: smtp.server.url, MAIL_FROM: 'Flock <a@b.org>' }))
export function useTestSmtpServer(): { server: TestSmtpServer } {
  const holder = {} as { server: TestSmtpServer }
  beforeAll(async () => {
    holder.server = await startTestSmtpServer()
  })
  afterAll(() => holder.server?.stop())
  return holder
}
