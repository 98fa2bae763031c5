import { describe, expect, it } from 'vitest'
import { quoteLongIds } from './http'

// Instagram ids are 17-18 digits, above JavaScript's 2^53, so JSON.parse would round them.
describe('quoteLongIds', () => {
  it('quotes long bare ids so that JSON.parse keeps every digit', () => {
    const text = '{"id": 17841400000000123, "user_id":178414000000001234}'
    expect(JSON.parse(text).id).not.toBe('17841400000000123')
    expect(JSON.parse(quoteLongIds(text))).toEqual({
      id: '17841400000000123',
      user_id: '178414000000001234',
    })
  })

  it('quotes ids inside nested objects and arrays', () => {
    const text = '{"data":[{"id":17900000000000001,"from":{"id":17900000000000002}}]}'
    expect(JSON.parse(quoteLongIds(text))).toEqual({
      data: [{ id: '17900000000000001', from: { id: '17900000000000002' } }],
    })
  })

  it('leaves short numbers, other fields and already quoted ids alone', () => {
    const text = '{"id":123,"followers_count":12345678901234567,"user_id":"17841400000000123"}'
    expect(quoteLongIds(text)).toBe(text)
  })
})
