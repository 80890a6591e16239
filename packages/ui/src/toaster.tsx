import { TOAST } from '@sous/domain';
import {
  Toast,
  ToastAction,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
} from './toast.tsx';
import { useToast } from './use-toast.ts';

/** Mount once near the root; renders the store's toasts with the settings of spec §9. */
export function Toaster() {
  const { toasts, dismiss } = useToast();
  return (
    <ToastProvider
      duration={TOAST.durationMs}
      swipeDirection={TOAST.swipeDirection}
      swipeThreshold={TOAST.swipeThresholdPx}
    >
      {toasts.map(({ id, title, description, variant, open, action }) => (
        <Toast
          key={id}
          variant={variant}
          open={open}
          onOpenChange={(next) => {
            if (!next) dismiss(id);
          }}
        >
          <div className="grid gap-1">
            <ToastTitle>{title}</ToastTitle>
            {description ? <ToastDescription>{description}</ToastDescription> : null}
          </div>
          {action ? (
            <ToastAction altText={action.label} onClick={action.onAction}>
              {action.label}
            </ToastAction>
          ) : null}
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport hotkey={[...TOAST.hotkey]} style={{ maxWidth: TOAST.viewportMaxWidthPx }} />
    </ToastProvider>
  );
}
