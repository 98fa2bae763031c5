// Saved replies carry variables ({church.phone}) filled from the church's details when a reply is
// inserted. A variable without a value, or one Flock does not know, is left in the text and
// reported, so the person sees it and fills it in: a reply never goes out with a blank or a
// placeholder (the server refuses one that still holds a placeholder, see findPlaceholders).

export const REPLY_VARIABLES = [
  'church.name',
  'church.website',
  'church.phone',
  'church.address',
  'church.contact',
  'church.service_times',
  'commenter.username',
] as const
export type ReplyVariable = (typeof REPLY_VARIABLES)[number]

export interface ReplyVariableValues {
  church: {
    name: string
    website: string
    phone: string
    address: string
    contact: string
    serviceTimes: string
  }
  commenter: { username: string }
}

export interface FilledReply {
  text: string
  // Known variables the church has no value for, each once, in order of first use.
  missing: ReplyVariable[]
  // Placeholders Flock does not know ({church.email}), each once.
  unknown: string[]
}

// {church.x} or {commenter.x}; anything else in braces ("{smile}") is ordinary text.
const PLACEHOLDER = /\{\s*((?:church|commenter)\.[a-z_]+)\s*\}/gi

function valueOf(variable: ReplyVariable, values: ReplyVariableValues): string {
  switch (variable) {
    case 'church.name':
      return values.church.name
    case 'church.website':
      return values.church.website
    case 'church.phone':
      return values.church.phone
    case 'church.address':
      return values.church.address
    case 'church.contact':
      return values.church.contact
    case 'church.service_times':
      return values.church.serviceTimes
    case 'commenter.username':
      return values.commenter.username ? `@${values.commenter.username}` : ''
  }
}

const isKnown = (name: string): name is ReplyVariable =>
  (REPLY_VARIABLES as readonly string[]).includes(name)

export function fillReplyVariables(template: string, values: ReplyVariableValues): FilledReply {
  const missing = new Set<ReplyVariable>()
  const unknown = new Set<string>()
  const text = template.replace(PLACEHOLDER, (whole, raw: string, at: number) => {
    const name = raw.toLowerCase()
    if (!isKnown(name)) {
      unknown.add(`{${name}}`)
      return whole
    }
    const value = valueOf(name, values).trim()
    if (value === '') {
      missing.add(name)
      return `{${name}}`
    }
    // "Hi @{commenter.username}" is how people write a mention: one @, not two.
    return template[at - 1] === '@' && value.startsWith('@') ? value.slice(1) : value
  })
  return { text, missing: [...missing], unknown: [...unknown] }
}

// What a saved reply will look like, filled with an example church's details (the editor's
// preview); a variable the example lacks stays as it is written.
export const EXAMPLE_VARIABLE_VALUES: ReplyVariableValues = {
  church: {
    name: 'Grace Chapel',
    website: 'https://gracechapel.example',
    phone: '+44 20 7946 0000',
    address: '1 Church Lane, London',
    contact: 'hello@gracechapel.example',
    serviceTimes: 'Sundays 9:30 and 11:00',
  },
  commenter: { username: 'sunday.question' },
}

// The placeholders still in a text about to be sent ({church.phone}, {commenter.x}), each once.
export function findPlaceholders(text: string): string[] {
  const found = new Set<string>()
  for (const match of text.matchAll(PLACEHOLDER)) found.add(`{${match[1]!.toLowerCase()}}`)
  return [...found]
}

// "{church.phone} has no value for Grace Chapel: fill it in or edit it out"
export function missingVariableMessage(placeholder: string, churchName: string): string {
  return `${placeholder} has no value for ${churchName}: fill it in or edit it out`
}
