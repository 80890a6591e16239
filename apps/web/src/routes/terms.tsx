import { createFileRoute } from '@tanstack/react-router';
import { LegalPage } from '../features/legal/legal-page.tsx';
import { TERMS, TERMS_TITLE } from '../features/legal/legal-text.ts';

export const Route = createFileRoute('/terms')({
  component: () => <LegalPage title={TERMS_TITLE} sections={TERMS} />,
});
