import { GraphError, type GraphErrorInit } from '../../graph/errors'

/** Graph errors that also carry Meta's user-facing title and message, as publishing ones do. */
export class PublishError extends GraphError {
  constructor(
    init: GraphErrorInit,
    readonly userTitle?: string,
    readonly userMessage?: string,
  ) {
    super(init)
  }

  override toBody() {
    const body = super.toBody()
    return {
      error: {
        ...body.error,
        ...(this.userTitle ? { error_user_title: this.userTitle } : {}),
        ...(this.userMessage ? { error_user_msg: this.userMessage } : {}),
      },
    }
  }
}

const publishError = (
  code: number,
  subcode: number,
  message: string,
  user?: { title: string; message: string },
  isTransient = false,
) =>
  new PublishError(
    { message, code, subcode, isTransient, type: 'OAuthException' },
    user?.title,
    user?.message,
  )

export const mediaNotFetched = (url: string) =>
  publishError(9004, 2207052, 'Only photo or video can be accepted as media type.', {
    title: 'Media download has failed.',
    message: `The media could not be fetched from this URI: ${url}. Please check the following: The media URI doesn't exist. The media URI is not publicly accessible. The media URI requires authentication.`,
  })

export const downloadTooSlow = () =>
  publishError(
    -2,
    2207003,
    'It takes too long to download the media.',
    {
      title: 'Timeout',
      message: 'It takes too long to download the media.',
    },
    true,
  )

export const imageTooLarge = (limit: number) =>
  publishError(
    36000,
    2207004,
    'The image is too large to download. It should be less than 8 MiB.',
    {
      title: 'Image is too large',
      message: `The image is larger than ${limit} bytes.`,
    },
  )

export const videoTooLarge = (limit: number) =>
  publishError(
    36000,
    2207004,
    `The video is too large to download. It should be less than ${Math.round(limit / 2 ** 20)} MiB.`,
  )

export const unsupportedImageFormat = (format: string) =>
  publishError(36001, 2207005, 'The image format is not supported. Supported formats are: JPEG', {
    title: 'Unsupported image format',
    message: `The image is ${format}; Instagram accepts JPEG images.`,
  })

export const badAspectRatio = (width: number, height: number) =>
  publishError(
    36003,
    2207009,
    `The submitted image with aspect ratio ('${width}/${height}') cannot be published. Please submit an image with a valid aspect ratio.`,
    {
      title: 'Invalid aspect ratio',
      message: 'The aspect ratio must be between 4:5 and 1.91:1.',
    },
  )

export const unsupportedVideoFormat = () =>
  publishError(
    352,
    2207026,
    'The video format is not supported. Please check spec for supported format.',
    {
      title: 'Unsupported video format',
      message: 'Instagram accepts MP4 and MOV videos (H.264 or HEVC, AAC audio).',
    },
  )

export const thumbOffsetOutside = () =>
  publishError(
    1,
    2207057,
    'The thumbnail offset that was entered is outside the range of the video.',
    {
      title: 'Invalid thumbnail offset',
      message: 'The thumb_offset is outside the range of the video.',
    },
  )

export const standaloneVideo = () =>
  new GraphError({
    message:
      '(#100) Carousel item cannot be published standalone. Use media_type=REELS for a video post.',
    type: 'IGApiException',
    code: 100,
    subcode: 2207089,
  })

export const builderNotFound = () =>
  publishError(24, 2207008, 'Media builder not found', {
    title: 'Media builder not found',
    message: 'The media builder with the given creation id does not exist or was already used.',
  })

export const containerExpired = () =>
  publishError(-2, 2207020, 'The media you are trying to access has expired.', {
    title: 'Media expired',
    message: 'The media you are trying to access has expired. Please try again.',
  })

export const containerFailed = (subcode: number) =>
  publishError(-1, 2207032, 'Create media fail. Please try to re-create media', {
    title: 'Failed to create media',
    message: `Media processing ended in ERROR (subcode ${subcode}).`,
  })

export const quotaReached = () =>
  publishError(9, 2207042, 'Application request limit reached', {
    title: 'Reached the maximum number of posts',
    message:
      'You reached maximum number of posts that is allowed to be published by Content Publish API.',
  })

export const restrictedActivity = () =>
  publishError(4, 2207051, 'Application request limit reached', {
    title: 'Action is blocked',
    message:
      'We restrict certain activity to protect our community. Tell us if you think we made a mistake.',
  })

export const notReady = (e: { code: number; subcode: number; message: string }) =>
  publishError(e.code, e.subcode, e.message, {
    title: 'Media not ready for publishing',
    message: 'The media is not ready for publishing, please wait for a moment',
  })
