import { COPY, FREE_RECIPE_COPY, PRICING, type UpsellReason } from '@sous/domain';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@sous/ui';
import { Check, Crown, Gift, HeartCrack } from 'lucide-react';

interface PremiumUpsellDialogProps {
  open: boolean;
  acceptLabel: string;
  /** Why it opened, said in one line under the spec's texts; null when an upgrade button opened it. */
  reason?: UpsellReason | null;
  onAccept: () => void;
  onClose: () => void;
}

/** Spec §1 benefits, $2.99/month and the 3-day trial; first, when known, why it opened. */
export function PremiumUpsellDialog({
  open,
  acceptLabel,
  reason = null,
  onAccept,
  onClose,
}: PremiumUpsellDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <Crown className="size-8 text-primary" aria-hidden="true" />
          <DialogTitle>{COPY.upsell.premiumTitle}</DialogTitle>
          <DialogDescription>{COPY.upsell.premiumDescription}</DialogDescription>
        </DialogHeader>
        {reason ? (
          <p
            data-testid="upsell-reason"
            className="rounded-md border-l-4 border-primary bg-muted px-3 py-2 text-sm"
          >
            {FREE_RECIPE_COPY.upsellReasons[reason]}
          </p>
        ) : null}
        <ul className="grid gap-2 text-sm">
          {COPY.upsell.benefits.map((benefit) => (
            <li key={benefit} className="flex items-center gap-2">
              <Check className="size-4 shrink-0 text-success" aria-hidden="true" />
              {benefit}
            </li>
          ))}
        </ul>
        <div className="rounded-md bg-accent p-4 text-accent-foreground">
          <p className="text-2xl font-bold">{COPY.upsell.price}</p>
          <p className="text-sm">{COPY.upsell.trialLine}</p>
        </div>
        <DialogFooter>
          <Button variant="ghost" onClick={onClose}>
            {COPY.upsell.maybeLater}
          </Button>
          <Button onClick={onAccept}>{acceptLabel}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** The retention dialog, shown when payment setup is closed without finishing (spec §4 step 2). */
export function RetentionDialog({
  open,
  onContinue,
  onDecline,
}: {
  open: boolean;
  onContinue: () => void;
  onDecline: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onDecline()}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <HeartCrack className="size-8 text-primary" aria-hidden="true" />
          <DialogTitle>{COPY.upsell.retentionTitle}</DialogTitle>
          <DialogDescription>{COPY.upsell.retentionText}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="ghost" onClick={onDecline}>
            {COPY.upsell.noThanks}
          </Button>
          <Button onClick={onContinue}>{COPY.upsell.retentionContinue}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** The discount offer: 50% off the first month, shown once (spec §4 steps 3–4). */
export function OfferDialog({
  open,
  onAccept,
  onDecline,
}: {
  open: boolean;
  onAccept: () => void;
  onDecline: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onDecline()}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <Gift className="size-8 text-primary" aria-hidden="true" />
          <DialogTitle>{COPY.upsell.offerTitle}</DialogTitle>
          <DialogDescription>{COPY.upsell.offerText}</DialogDescription>
        </DialogHeader>
        <div className="flex items-baseline gap-3 rounded-md bg-accent p-4 text-accent-foreground">
          <span className="text-3xl font-bold">${PRICING.discountPrice}</span>
          <span className="text-sm line-through">${PRICING.monthlyPrice}</span>
        </div>
        <DialogFooter>
          <Button variant="ghost" onClick={onDecline}>
            {COPY.upsell.noThanks}
          </Button>
          <Button onClick={onAccept}>{COPY.upsell.offerAccept}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
