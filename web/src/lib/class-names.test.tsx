import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { type ComponentType, createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { twMerge } from 'tailwind-merge'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Spinner } from '@/components/ui/spinner'
import { cx } from './class-names'

// The primitives that merge with `cx` instead of tailwind-merge, and the variants each takes.
const PRIMITIVES: Record<string, { component: ComponentType<never>; variants?: object }> = {
  Alert: {
    component: Alert,
    variants: { variant: ['default', 'destructive', 'warning', 'success'] },
  },
  AlertTitle: { component: AlertTitle },
  AlertDescription: { component: AlertDescription },
  Badge: {
    component: Badge,
    variants: {
      variant: ['default', 'secondary', 'outline', 'success', 'warning', 'destructive'],
    },
  },
  Button: {
    component: Button,
    variants: {
      variant: ['default', 'destructive', 'outline', 'secondary', 'ghost', 'link'],
      size: ['default', 'sm', 'lg', 'icon'],
    },
  },
  Card: { component: Card },
  CardHeader: { component: CardHeader },
  CardTitle: { component: CardTitle },
  CardDescription: { component: CardDescription },
  CardContent: { component: CardContent },
  CardFooter: { component: CardFooter },
  Input: { component: Input },
  Label: { component: Label },
  Spinner: { component: Spinner },
}

interface CallSite {
  where: string
  name: string
  props: Record<string, string | undefined>
  className: string
}

const webSource = path.resolve(__dirname, '..')
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return entry.name.endsWith('.tsx') && !entry.name.includes('.test.') ? [full] : []
  })

// Every <Primitive className="..."> in the web app, with the string literals of its className
// (all of them, for a conditional) and its literal variant props (undefined: any variant).
function callSites(): CallSite[] {
  const sites: CallSite[] = []
  for (const file of sourceFiles(webSource)) {
    const text = readFileSync(file, 'utf8')
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
    const visit = (node: ts.Node) => {
      if (
        (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) &&
        PRIMITIVES[node.tagName.getText()]
      ) {
        const props: Record<string, string | undefined> = {}
        const literals: string[] = []
        for (const attribute of node.attributes.properties) {
          if (!ts.isJsxAttribute(attribute) || !attribute.initializer) continue
          const key = attribute.name.getText()
          const value = attribute.initializer
          if (key === 'className') {
            const collect = (part: ts.Node) => {
              if (ts.isStringLiteralLike(part)) literals.push(part.text)
              if (ts.isTemplateExpression(part))
                literals.push(
                  part.head.text,
                  ...part.templateSpans.map((span) => span.literal.text),
                )
              ts.forEachChild(part, collect)
            }
            collect(value)
          } else if (key === 'variant' || key === 'size') {
            props[key] = ts.isStringLiteral(value) ? value.text : undefined
          }
        }
        if (literals.length) {
          const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1
          sites.push({
            where: `${path.relative(webSource, file)}:${line}`,
            name: node.tagName.getText(),
            props,
            className: literals.join(' '),
          })
        }
      }
      ts.forEachChild(node, visit)
    }
    visit(source)
  }
  return sites
}

// Each element's class attribute, in order (tailwind-merge's answer depends on it).
const classesOf = (markup: string) =>
  [...markup.matchAll(/class="([^"]*)"/g)].map((match) => match[1]!.replaceAll('&amp;', '&'))
const sorted = (classes: string | undefined) => classes?.split(' ').sort().join(' ')

function variantsFor(site: CallSite): Record<string, string>[] {
  const variants = (PRIMITIVES[site.name]?.variants ?? {}) as Record<string, string[]>
  let combos: Record<string, string>[] = [{}]
  for (const [key, values] of Object.entries(variants)) {
    const chosen = key in site.props ? [site.props[key]] : [undefined]
    const options = chosen[0] === undefined && key in site.props ? values : chosen
    combos = combos.flatMap((combo) =>
      options.map((value) => (value === undefined ? combo : { ...combo, [key]: value })),
    )
  }
  return combos
}

const CHILDLESS = new Set(['Input', 'Spinner'])
const render = (name: string, props: object) =>
  renderToStaticMarkup(
    createElement(
      PRIMITIVES[name]!.component as ComponentType<object>,
      props,
      ...(CHILDLESS.has(name) ? [] : ['x']),
    ),
  )

describe('cx', () => {
  it('keeps the later of two classes that set the same thing, as tailwind-merge does', () => {
    for (const classes of [
      'inline-flex h-10 px-4 hidden md:inline-flex',
      'p-6 pt-0 p-4 sm:p-5',
      'flex flex-col space-y-1.5 p-6 flex-row flex-wrap items-start justify-between gap-3 space-y-0',
      'text-xl font-semibold leading-tight text-lg',
      'size-6 animate-spin text-primary size-8',
      'inline-flex h-10 items-center rounded-md bg-muted p-1 grid w-full grid-cols-2',
      'rounded-xl border bg-card shadow-sm rounded-t-md border-2 border-destructive/50',
      'h-9 rounded-md px-3 text-primary underline-offset-4 hover:underline h-auto p-0',
      'relative w-full bg-background text-sm [&>svg]:size-4 aria-[invalid=true]:border-destructive',
    ]) {
      expect(cx(classes).split(' ').sort(), classes).toEqual(twMerge(classes).split(' ').sort())
    }
  })

  it('gives every className passed to a primitive the result tailwind-merge would', () => {
    const sites = callSites()
    expect(sites.length).toBeGreaterThan(50)
    const wrong: string[] = []
    for (const site of sites) {
      for (const variant of variantsFor(site)) {
        const given = classesOf(render(site.name, { ...variant, className: site.className }))
        const before = classesOf(render(site.name, variant))
        // The element the className lands on is the one whose classes changed.
        const index = given.findIndex((classes, at) => classes !== before[at])
        const merged = sorted(twMerge(`${before[index]} ${site.className}`))
        if (index < 0 || sorted(given[index]) !== merged)
          wrong.push(
            `${site.where} <${site.name} ${JSON.stringify(variant)}>: ${given[index]} ≠ ${merged}`,
          )
      }
    }
    expect(wrong).toEqual([])
  })
})
