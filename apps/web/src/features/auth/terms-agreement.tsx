import { COPY } from '@sous/domain';
import { cn } from '@sous/ui';
import { Link } from '@tanstack/react-router';

/** The sign-up statement (18+, Terms and Privacy), said the same way by email and Google sign-up. */
export function TermsAgreement({ onNavigate, className }: { onNavigate: () => void; className?: string }) {
  return (
    <p className={cn('text-muted-foreground', className)}>
      {COPY.auth.agreePrefix}{' '}
      <Link to="/terms" onClick={onNavigate} className="text-primary underline underline-offset-2">
        {COPY.brand.terms}
      </Link>{' '}
      {COPY.auth.and}{' '}
      <Link to="/privacy" onClick={onNavigate} className="text-primary underline underline-offset-2">
        {COPY.brand.privacy}
      </Link>
      .
    </p>
  );
}
