import { createFileRoute } from '@tanstack/react-router';
import { HistoryPage } from '../../features/history/history-page.tsx';

export const Route = createFileRoute('/_authed/history')({ component: HistoryPage });
