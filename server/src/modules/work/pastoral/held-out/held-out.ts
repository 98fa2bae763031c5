import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { type LabelledComment, parseLabelledLines } from '../classifier/labelled'

// The held-out set: comments the classifier is measured on and never shaped on. Only the
// evaluation reads it; a test checks that the training code does not reach this folder.
export function readHeldOut(): LabelledComment[] {
  const file = fileURLToPath(new URL('./held-out.txt', import.meta.url))
  return parseLabelledLines(readFileSync(file, 'utf8'), 'held-out.txt')
}
