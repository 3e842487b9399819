import { lazy, Suspense, useState } from 'react';
import type { DialogProps } from './dialog-view';
import { useReturnFocus } from './return-focus';

/** Radix Dialog loads the first time a dialog opens: no page needs it for its first frame. */
const DialogView = lazy(() => import('./dialog-view'));

/** A small modal message (Radix: focus trap, Escape; the focus goes back to its opener), in the store's look. */
export function Dialog(props: DialogProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  const onCloseAutoFocus = useReturnFocus(props.open);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <DialogView {...props} onCloseAutoFocus={onCloseAutoFocus} />
    </Suspense>
  );
}
