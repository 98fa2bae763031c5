import {
  Children,
  cloneElement,
  type HTMLAttributes,
  isValidElement,
  type Ref,
  type RefCallback,
} from 'react'

type Handler = (...args: unknown[]) => unknown

function setRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value)
  else if (ref) ref.current = value
}

// Renders its one child with the props given to it (`<Button asChild><Link/></Button>`): what
// Radix's Slot does for the button, without loading Radix on the public pages (decision 050).
// The child's own handlers run first, then the slot's; class names are joined, styles merged.
export function Slot({
  children,
  ...props
}: HTMLAttributes<HTMLElement> & { ref?: Ref<HTMLElement>; children?: React.ReactNode }) {
  const child = Children.only(children)
  if (!isValidElement<Record<string, unknown>>(child)) return null
  const own = child.props
  const merged: Record<string, unknown> = { ...props, ...own }
  for (const [key, value] of Object.entries(props) as [string, unknown][]) {
    const theirs = own[key]
    if (/^on[A-Z]/.test(key) && typeof value === 'function' && typeof theirs === 'function') {
      merged[key] = (...args: unknown[]) => {
        const result = (theirs as Handler)(...args)
        ;(value as Handler)(...args)
        return result
      }
    } else if (key === 'className' && theirs)
      merged.className = `${String(value)} ${String(theirs)}`
    else if (key === 'style' && theirs)
      merged.style = { ...(value as object), ...(theirs as object) }
    else if (key === 'ref' && theirs) {
      const both: RefCallback<HTMLElement> = (element) => {
        setRef(value as Ref<HTMLElement>, element)
        setRef(theirs as Ref<HTMLElement>, element)
      }
      merged.ref = both
    }
  }
  return cloneElement(child, merged)
}
