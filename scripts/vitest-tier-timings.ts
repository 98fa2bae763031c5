import type { Reporter, TestModule } from 'vitest/node'

interface Tier {
  files: number
  tests: number
  first: number
  last: number
  // Time the files spent importing what they test (the server, for most): a cost paid per file.
  collect: number
  // Time in tests and hooks, summed over files: more than the wall time when files run in parallel.
  busy: number
}

const seconds = (ms: number) => (ms / 1000).toFixed(1)

// Prints, after the run, each Vitest project's wall time (its first file's start to its last
// file's end) with its file and test counts, so CI shows which tier grew when the suite slows.
export default class TierTimings implements Reporter {
  private tiers = new Map<string, Tier>()
  private started = Date.now()

  onTestRunStart() {
    this.started = Date.now()
  }

  onTestModuleStart(module: TestModule) {
    const name = module.project.name || 'default'
    const tier = this.tiers.get(name)
    if (tier) tier.first = Math.min(tier.first, Date.now())
    else {
      this.tiers.set(name, {
        files: 0,
        tests: 0,
        first: Date.now(),
        last: Date.now(),
        collect: 0,
        busy: 0,
      })
    }
  }

  onTestModuleEnd(module: TestModule) {
    const tier = this.tiers.get(module.project.name || 'default')
    if (!tier) return
    const diagnostic = module.diagnostic()
    tier.files += 1
    tier.tests += [...module.children.allTests()].length
    tier.last = Math.max(tier.last, Date.now())
    tier.collect += diagnostic.collectDuration
    tier.busy += diagnostic.duration
  }

  onTestRunEnd() {
    if (this.tiers.size === 0) return
    const rows = [...this.tiers].map(([name, tier]) => [
      name,
      String(tier.files),
      String(tier.tests),
      `${seconds(tier.first - this.started)}s`,
      `${seconds(tier.last - tier.first)}s`,
      `${seconds(tier.collect)}s`,
      `${seconds(tier.busy)}s`,
    ])
    const header = ['tier', 'files', 'tests', 'starts at', 'wall', 'imports', 'in tests']
    const widths = header.map((title, i) =>
      Math.max(title.length, ...rows.map((r) => r[i]!.length)),
    )
    const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i]!)).join('  ')
    console.log(`\nVitest tiers (whole run ${seconds(Date.now() - this.started)}s):`)
    for (const row of [header, ...rows]) console.log(`  ${line(row)}`)
  }
}
