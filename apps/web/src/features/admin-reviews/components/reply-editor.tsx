import { useState } from 'react';
import { REVIEW_MESSAGES, REVIEW_REPLY_MAX, reviewReplySchema } from '@kala/contract/reviews';
import { buttonClass } from '../../../components/ui/button';
import { TextareaField } from '../../../components/ui/form-field';

/** The store's public reply to a review, written or changed in place under it. */
export function ReplyEditor({
  initial,
  pending,
  onSave,
  onCancel,
}: {
  initial: string;
  pending: boolean;
  onSave: (text: string) => void;
  onCancel: () => void;
}) {
  const [text, setText] = useState(initial);
  const [problem, setProblem] = useState<string | undefined>();
  return (
    <form
      noValidate
      className="mt-3 space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (pending) return;
        const checked = reviewReplySchema.safeParse({ text });
        if (!checked.success) {
          setProblem(checked.error.issues[0]?.message ?? REVIEW_MESSAGES.replyRequired);
          return;
        }
        setProblem(undefined);
        onSave(checked.data.text);
      }}
    >
      <TextareaField
        label="Public reply (shown under the review)"
        hint={`${text.length}/${REVIEW_REPLY_MAX} characters`}
        error={problem}
        value={text}
        maxLength={REVIEW_REPLY_MAX}
        rows={3}
        className="min-h-24"
        readOnly={pending}
        onChange={(event) => setText(event.target.value)}
      />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={buttonClass('primary', 'sm')} disabled={pending}>
          {pending ? 'Publishing…' : 'Publish reply'}
        </button>
        <button type="button" className={buttonClass('ghost', 'sm')} onClick={onCancel} disabled={pending}>
          Cancel
        </button>
      </div>
    </form>
  );
}
