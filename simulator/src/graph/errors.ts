import { newTraceId } from '../random'

export interface GraphErrorInit {
  status?: number
  message: string
  type?: 'OAuthException' | 'IGApiException' | 'GraphMethodException'
  code: number
  subcode?: number
  isTransient?: boolean
}

/** Thrown anywhere on the Graph or OAuth hosts; the error handler renders the Graph envelope. */
export class GraphError extends Error {
  readonly status: number
  readonly type: string
  readonly code: number
  readonly subcode: number | undefined
  readonly isTransient: boolean | undefined

  constructor(init: GraphErrorInit) {
    super(init.message)
    this.status = init.status ?? 400
    this.type = init.type ?? 'OAuthException'
    this.code = init.code
    this.subcode = init.subcode
    this.isTransient = init.isTransient
  }

  toBody() {
    return {
      error: {
        message: this.message,
        type: this.type,
        code: this.code,
        ...(this.subcode === undefined ? {} : { error_subcode: this.subcode }),
        ...(this.isTransient === undefined ? {} : { is_transient: this.isTransient }),
        fbtrace_id: newTraceId(),
      },
    }
  }
}

/** The flat envelope of `POST api.instagram.com/oauth/access_token`. */
export class OAuthFormError extends Error {
  constructor(
    message: string,
    readonly status = 400,
  ) {
    super(message)
  }

  toBody() {
    return { error_type: 'OAuthException', code: 400, error_message: this.message }
  }
}

export const invalidParam = (message: string, subcode?: number) =>
  new GraphError({ message: `(#100) ${message}`, type: 'IGApiException', code: 100, subcode })

export const missingParam = (name: string) => invalidParam(`The parameter ${name} is required`)

export const objectNotFound = (id: string, method = 'get') =>
  new GraphError({
    message: `Unsupported ${method} request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation`,
    type: 'IGApiException',
    code: 100,
    subcode: 33,
  })

export const unknownField = (field: string, nodeType: string) =>
  invalidParam(`Tried accessing nonexisting field (${field}) on node type (${nodeType})`)

export const unknownPath = (path: string) =>
  new GraphError({
    message: `(#100) Unknown path components: ${path}`,
    type: 'IGApiException',
    code: 100,
  })

export const unsupportedMethod = (method: string) =>
  new GraphError({
    message: `Unsupported request - method type: ${method.toLowerCase()}`,
    type: 'IGApiException',
    code: 100,
  })

// Permission refusals come as HTTP 403, as the Send API's do (clients classify by the body).
export const missingPermission = (scope: string) =>
  new GraphError({
    status: 403,
    message: `(#10) Application does not have permission for this action (requires ${scope})`,
    code: 10,
  })

export const unexpectedError = () =>
  new GraphError({
    status: 500,
    message: 'An unexpected error has occurred. Please retry your request later.',
    code: 2,
    isTransient: true,
  })
