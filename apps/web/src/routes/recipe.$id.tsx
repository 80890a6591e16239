import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/recipe/$id')({ component: () => null });
