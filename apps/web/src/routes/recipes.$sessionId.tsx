import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/recipes/$sessionId')({ component: () => null });
