import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { ASSET_LIMITS } from '@common/schemas/asset'
import { AppError } from '../../../lib/app-error'
import { THUMBNAIL_SIZE } from './image-processing'

const run = promisify(execFile)

// The ffmpeg and ffprobe binaries ship inside npm packages (decision 065); loaded when the first
// video arrives, so a platform without them still runs everything else.
async function binaries(): Promise<{ ffmpeg: string; ffprobe: string }> {
  try {
    const [ffmpeg, ffprobe] = await Promise.all([
      import('@ffmpeg-installer/ffmpeg'),
      import('@ffprobe-installer/ffprobe'),
    ])
    return { ffmpeg: ffmpeg.default.path, ffprobe: ffprobe.default.path }
  } catch (cause) {
    throw new AppError('UNAVAILABLE', 'Videos cannot be processed on this server.', { cause })
  }
}

export interface ProcessedVideo {
  width: number
  height: number
  durationMs: number
  videoCodec: string
}

interface ProbeStream {
  codec_type?: string
  codec_name?: string
  width?: number
  height?: number
  tags?: { rotate?: string }
  side_data_list?: { rotation?: number }[]
}

const unreadable = (cause?: unknown) =>
  new AppError('VALIDATION_FAILED', 'This video could not be read; it may be damaged.', { cause })

function rotationOf(stream: ProbeStream): number {
  const fromSideData = stream.side_data_list?.find((data) => data.rotation !== undefined)?.rotation
  const degrees = fromSideData ?? Number(stream.tags?.rotate ?? 0)
  return Math.abs(Number.isFinite(degrees) ? degrees : 0) % 180
}

export async function probeVideo(path: string): Promise<ProcessedVideo> {
  const { ffprobe } = await binaries()
  let parsed: { streams?: ProbeStream[]; format?: { duration?: string } }
  try {
    const { stdout } = await run(
      ffprobe,
      ['-v', 'error', '-print_format', 'json', '-show_streams', '-show_format', path],
      { timeout: 20_000, maxBuffer: 4 * 1024 * 1024 },
    )
    parsed = JSON.parse(stdout) as typeof parsed
  } catch (cause) {
    throw unreadable(cause)
  }
  const video = parsed.streams?.find((stream) => stream.codec_type === 'video')
  const audio = parsed.streams?.find((stream) => stream.codec_type === 'audio')
  const durationMs = Math.round(Number(parsed.format?.duration) * 1000)
  if (!video?.width || !video.height || !Number.isFinite(durationMs) || durationMs <= 0)
    throw unreadable()
  const { videoCodecs, audioCodecs, maxDurationMs } = ASSET_LIMITS.video
  if (!(videoCodecs as readonly string[]).includes(video.codec_name ?? ''))
    throw new AppError(
      'VALIDATION_FAILED',
      `Instagram takes H.264 or HEVC video; this one is ${video.codec_name ?? 'of an unknown kind'}. ` +
        'Export it again as H.264 (MP4).',
    )
  if (audio && !(audioCodecs as readonly string[]).includes(audio.codec_name ?? ''))
    throw new AppError(
      'VALIDATION_FAILED',
      `Instagram takes AAC sound; this video's is ${audio.codec_name ?? 'of an unknown kind'}. ` +
        'Export it again with AAC audio.',
    )
  if (durationMs > maxDurationMs)
    throw new AppError('VALIDATION_FAILED', 'Videos may be at most 15 minutes long.')
  const turned = rotationOf(video) === 90
  return {
    width: turned ? video.height : video.width,
    height: turned ? video.width : video.height,
    durationMs,
    videoCodec: video.codec_name!,
  }
}

// What Instagram fetches: the same streams, copied (never re-encoded) into an MP4 whose index
// (moov) comes first, as Meta asks; and a JPEG of a frame a second in (or halfway, if shorter).
export async function processVideo(
  sourcePath: string,
  durationMs: number,
  out: { renditionPath: string; thumbnailPath: string },
): Promise<void> {
  const { ffmpeg } = await binaries()
  const at = (Math.min(1000, durationMs / 2) / 1000).toFixed(3)
  try {
    await run(
      ffmpeg,
      [
        '-v',
        'error',
        '-y',
        '-i',
        sourcePath,
        '-map',
        '0:v:0',
        '-map',
        '0:a:0?',
        '-c',
        'copy',
      ].concat(['-movflags', '+faststart', '-f', 'mp4', out.renditionPath]),
      { timeout: 120_000, maxBuffer: 1024 * 1024 },
    )
    await run(
      ffmpeg,
      ['-v', 'error', '-y', '-ss', at, '-i', sourcePath, '-frames:v', '1']
        .concat([
          '-vf',
          `scale=${THUMBNAIL_SIZE}:${THUMBNAIL_SIZE}:force_original_aspect_ratio=decrease`,
        ])
        .concat(['-q:v', '4', '-f', 'image2', out.thumbnailPath]),
      { timeout: 30_000, maxBuffer: 1024 * 1024 },
    )
  } catch (cause) {
    throw unreadable(cause)
  }
}
