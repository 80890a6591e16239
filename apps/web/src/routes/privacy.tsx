import { createFileRoute } from '@tanstack/react-router';
import { LegalPage } from '../features/legal/legal-page.tsx';
import { PRIVACY, PRIVACY_TITLE } from '../features/legal/legal-text.ts';

export const Route = createFileRoute('/privacy')({
  component: () => <LegalPage title={PRIVACY_TITLE} sections={PRIVACY} />,
});
