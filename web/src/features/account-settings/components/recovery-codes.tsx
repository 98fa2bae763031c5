import { Download } from 'lucide-react'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { downloadRecoveryCodes } from '../api/two-factor'

// Shown once, right after they are made: the server keeps them encrypted and never shows them
// again.
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div className="space-y-4">
      <Alert variant="warning">
        <AlertTitle>Save your recovery codes now</AlertTitle>
        <AlertDescription>
          Each one signs you in once if you lose your phone. They are not shown again.
        </AlertDescription>
      </Alert>
      <ul
        aria-label="Recovery codes"
        className="grid grid-cols-2 gap-2 rounded-lg border bg-muted/40 p-4 font-mono text-sm"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={() => downloadRecoveryCodes(codes)}>
          <Download aria-hidden /> Download recovery codes
        </Button>
        <Button type="button" onClick={onDone}>
          I have saved them
        </Button>
      </div>
    </div>
  )
}
