// Shared by the Radix tabs and the light tabs of the sign-in page, so both look the same.
export const TABS_LIST_CLASS =
  'inline-flex h-10 items-center justify-center rounded-md bg-muted p-1 text-muted-foreground'
export const TABS_TRIGGER_CLASS =
  'inline-flex items-center justify-center whitespace-nowrap rounded-sm px-3 py-1.5 text-sm font-medium transition-all focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:pointer-events-none disabled:opacity-50 data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm'
export const TABS_CONTENT_CLASS =
  'mt-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring'
