import { createFileRoute } from '@tanstack/react-router';
import { ShoppingListPage } from '../../features/shopping/shopping-list-page.tsx';

export const Route = createFileRoute('/_authed/shopping-list')({
  component: ShoppingListPage,
});
