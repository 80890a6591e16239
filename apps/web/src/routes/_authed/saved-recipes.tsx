import { createFileRoute } from '@tanstack/react-router';
import { SavedPage } from '../../features/saved/saved-page.tsx';

export const Route = createFileRoute('/_authed/saved-recipes')({ component: SavedPage });
