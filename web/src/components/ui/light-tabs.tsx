import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react'
import { cx } from '@/lib/class-names'
import { TABS_CONTENT_CLASS, TABS_LIST_CLASS, TABS_TRIGGER_CLASS } from './tabs-styles'

export interface LightTab {
  value: string
  label: string
  content: ReactNode
  // Called when the tab is about to be chosen (pointer over it, or focused), to fetch its code.
  onIntent?: () => void
}

// The WAI-ARIA tabs pattern (arrow keys, Home and End move and select) without the Radix
// primitives behind components/ui/tabs: the sign-in page keeps ~9 KB of gzip JavaScript off a
// church's phone (decision 024). Only the selected panel is rendered, as with Radix.
export function LightTabs(props: { tabs: LightTab[]; listClassName?: string }) {
  const { tabs } = props
  const [selected, setSelected] = useState(tabs[0]?.value)
  const baseId = useId()
  const buttons = useRef<(HTMLButtonElement | null)[]>([])
  const tabId = (value: string) => `${baseId}-tab-${value}`
  const panelId = (value: string) => `${baseId}-panel-${value}`

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1
    const next = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key]
    if (next === undefined) return
    event.preventDefault()
    setSelected(tabs[next]?.value)
    buttons.current[next]?.focus()
  }

  const current = tabs.find((tab) => tab.value === selected)
  return (
    <div>
      <div
        role="tablist"
        aria-orientation="horizontal"
        className={cx(TABS_LIST_CLASS, props.listClassName)}
      >
        {tabs.map((tab, index) => {
          const active = tab.value === selected
          return (
            <button
              key={tab.value}
              ref={(element) => {
                buttons.current[index] = element
              }}
              type="button"
              role="tab"
              id={tabId(tab.value)}
              aria-selected={active}
              aria-controls={panelId(tab.value)}
              tabIndex={active ? 0 : -1}
              data-state={active ? 'active' : 'inactive'}
              className={TABS_TRIGGER_CLASS}
              onClick={() => setSelected(tab.value)}
              onKeyDown={(event) => onKeyDown(event, index)}
              onPointerEnter={tab.onIntent}
              onFocus={tab.onIntent}
            >
              {tab.label}
            </button>
          )
        })}
      </div>
      {current ? (
        <div
          role="tabpanel"
          id={panelId(current.value)}
          aria-labelledby={tabId(current.value)}
          tabIndex={0}
          className={TABS_CONTENT_CLASS}
        >
          {current.content}
        </div>
      ) : null}
    </div>
  )
}
