// Binary logistic regressions over sparse binary features, trained by stochastic gradient
// descent in a seeded order: the same corpus gives the same weights on every machine.

export interface TrainingOptions {
  epochs: number
  learningRate: number
  l2: number
}

export const TRAINING: TrainingOptions = { epochs: 20, learningRate: 0.5, l2: 1e-5 }

export interface LogisticModel {
  // The probability that a comment with these features belongs to the category.
  probability(features: readonly string[]): number
}

// Features numbered once for all the categories' models.
export class Vocabulary {
  private readonly ids = new Map<string, number>()

  get size() {
    return this.ids.size
  }

  encode(features: readonly string[]): Int32Array {
    return Int32Array.from(features, (feature) => {
      let id = this.ids.get(feature)
      if (id === undefined) this.ids.set(feature, (id = this.ids.size))
      return id
    })
  }

  lookup(feature: string): number | undefined {
    return this.ids.get(feature)
  }
}

// Mulberry32: a small seeded generator, so the shuffled order is the same on every run.
function seededRandom(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z))

// Each feature weighs 1/sqrt(n), so a long comment does not outvote a short one.
const featureValue = (count: number) => 1 / Math.sqrt(Math.max(1, count))

export function trainLogistic(
  vocabulary: Vocabulary,
  examples: readonly { ids: Int32Array; positive: boolean }[],
  { epochs, learningRate, l2 }: TrainingOptions = TRAINING,
  seed = 42,
): LogisticModel {
  const weights = new Float64Array(vocabulary.size)
  let bias = 0
  // The categories are rarer than their absence: positives weigh as much, in all, as negatives.
  const positives = examples.filter((e) => e.positive).length
  const positiveWeight = positives === 0 ? 1 : (examples.length - positives) / positives
  const order = examples.map((_, i) => i)
  const random = seededRandom(seed)
  for (let epoch = 0; epoch < epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1))
      ;[order[i], order[j]] = [order[j]!, order[i]!]
    }
    const rate = learningRate / (1 + epoch * 0.2)
    for (const at of order) {
      const { ids, positive } = examples[at]!
      const value = featureValue(ids.length)
      let z = bias
      for (let k = 0; k < ids.length; k++) z += weights[ids[k]!]! * value
      const gradient = (sigmoid(z) - (positive ? 1 : 0)) * (positive ? positiveWeight : 1)
      bias -= rate * gradient * 0.1
      const step = rate * gradient * value
      const shrink = 1 - rate * l2
      for (let k = 0; k < ids.length; k++) {
        const id = ids[k]!
        weights[id] = weights[id]! * shrink - step
      }
    }
  }
  return {
    probability(features) {
      const value = featureValue(features.length)
      let z = bias
      for (const feature of features) {
        const id = vocabulary.lookup(feature)
        if (id !== undefined) z += weights[id]! * value
      }
      return sigmoid(z)
    },
  }
}
