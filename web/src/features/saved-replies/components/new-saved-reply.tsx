import { Plus } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { toast } from '@/lib/toast'
import { useCreateSavedReply } from '../api/saved-replies'
import { SavedReplyForm } from './saved-reply-form'

export function NewSavedReply() {
  const [open, setOpen] = useState(false)
  // A fresh form (and mutation state) for every new reply.
  const [round, setRound] = useState(0)
  const create = useCreateSavedReply()
  if (!open)
    return (
      <Button onClick={() => setOpen(true)}>
        <Plus aria-hidden /> New saved reply
      </Button>
    )
  return (
    <SavedReplyForm
      key={round}
      pending={create.isPending}
      error={create.error?.message}
      submitLabel="Save reply"
      onCancel={() => {
        create.reset()
        setOpen(false)
      }}
      onSubmit={(input) =>
        create.mutate(input, {
          onSuccess: (reply) => {
            toast.success(`Saved “${reply.title}”`)
            create.reset()
            setRound((value) => value + 1)
            setOpen(false)
          },
        })
      }
    />
  )
}
