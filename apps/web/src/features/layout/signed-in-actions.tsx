import { COLLECTION_COPY, COPY, type MeasurementSystem, PANTRY_COPY } from '@sous/domain';
import { displayPlan, hasPremiumAccess, subscriptionBadge } from '@sous/entitlements';
import { nextCharge, nextChargeText } from '@sous/entitlements/charges';
import {
  Badge,
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  Tooltip,
  TooltipContent,
  TooltipProvider,
  TooltipTrigger,
} from '@sous/ui';
import { Link, useNavigate } from '@tanstack/react-router';
import {
  Bookmark,
  Crown,
  History,
  LogOut,
  Refrigerator,
  Ruler,
  Settings,
  ShoppingCart,
  Sparkles,
  User,
} from 'lucide-react';
import { useCurrentUser } from '../../queries/auth.ts';
import { useSignOut } from '../auth/use-sign-out.ts';
import { useMeasurementSystem } from '../units/use-measurement-system.ts';
import { useUpsell } from '../upsell/upsell-provider.tsx';

// The page the cook is on (TanStack's Link sets aria-current="page" and data-status="active"): filled
// like a pressed tab and underlined, so it does not rest on colour alone.
const CURRENT_PAGE =
  'data-[status=active]:bg-accent data-[status=active]:text-accent-foreground data-[status=active]:underline data-[status=active]:underline-offset-4';

export default function SignedInActions() {
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const { openUpsell } = useUpsell();
  const { signOut, isSigningOut } = useSignOut();
  const [system, setSystem] = useMeasurementSystem();
  if (!user) return null;
  const now = new Date();
  const badge = subscriptionBadge(user, now);
  // Under the spec's tooltip text: the next charge, as the account card and the portal state it.
  const charge = nextCharge(user, now);
  const chargeLine = charge ? nextChargeText(charge) : null;
  const isFree = displayPlan(user, now) === 'free';
  const canUpgrade = !hasPremiumAccess(user, now);
  const otherSystem: MeasurementSystem = system === 'metric' ? 'imperial' : 'metric';

  // The badge is the app's only tooltip, so its provider (spec §9 delays) lives here, off the visitor's path.
  return (
    <TooltipProvider>
      <Button variant="ghost" size="sm" className={CURRENT_PAGE} asChild>
        <Link to="/" activeOptions={{ exact: true }} aria-label={COPY.header.generate}>
          <Sparkles aria-hidden="true" />
          <span className="hidden sm:inline">{COPY.header.generate}</span>
        </Link>
      </Button>
      <Button variant="ghost" size="sm" className={CURRENT_PAGE} asChild>
        <Link to="/saved-recipes" aria-label={COPY.header.saved}>
          <Bookmark aria-hidden="true" />
          <span className="hidden sm:inline">{COPY.header.saved}</span>
        </Link>
      </Button>
      {/* Icon-only and narrower on a phone, so the header still fits 360 px (e2e/responsive.spec.ts). */}
      <Button variant="ghost" size="sm" className={`px-2 sm:px-3 ${CURRENT_PAGE}`} asChild>
        <Link to="/pantry" aria-label={PANTRY_COPY.nav.pantry}>
          <Refrigerator aria-hidden="true" />
          <span className="hidden lg:inline">{PANTRY_COPY.nav.pantry}</span>
        </Link>
      </Button>
      <Button variant="ghost" size="sm" className={`px-2 sm:px-3 ${CURRENT_PAGE}`} asChild>
        <Link to="/shopping-list" aria-label={PANTRY_COPY.nav.shoppingList}>
          <ShoppingCart aria-hidden="true" />
          <span className="hidden lg:inline">{PANTRY_COPY.nav.shoppingList}</span>
        </Link>
      </Button>
      {!isFree ? (
        <Tooltip>
          <TooltipTrigger asChild>
            <Badge variant={badge.variant} tabIndex={0} className="hidden cursor-default md:inline-flex">
              {badge.label}
            </Badge>
          </TooltipTrigger>
          {badge.tooltip || chargeLine ? (
            <TooltipContent>
              {badge.tooltip}
              {chargeLine ? <span className="block">{chargeLine}</span> : null}
            </TooltipContent>
          ) : null}
        </Tooltip>
      ) : null}
      {canUpgrade ? (
        <Button size="sm" onClick={openUpsell} aria-label={COPY.header.upgrade}>
          <Crown aria-hidden="true" />
          <span className="hidden lg:inline">{COPY.header.upgrade}</span>
        </Button>
      ) : null}
      <div className="hidden md:block">
        <Select value={system} onValueChange={(value) => setSystem(value as MeasurementSystem)}>
          <SelectTrigger className="h-9 w-28" aria-label={COPY.header.units}>
            <Ruler className="size-4 opacity-60" aria-hidden="true" />
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="imperial">{COPY.header.unitUs}</SelectItem>
            <SelectItem value="metric">{COPY.header.unitMetric}</SelectItem>
          </SelectContent>
        </Select>
      </div>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" size="icon" aria-label={COPY.header.accountMenu}>
            <User aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuLabel>{user.email}</DropdownMenuLabel>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => navigate({ to: '/history' })}>
            <History aria-hidden="true" />
            {COLLECTION_COPY.history.title}
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => navigate({ to: '/account' })}>
            <Settings aria-hidden="true" />
            {COPY.header.accountSettings}
          </DropdownMenuItem>
          <DropdownMenuItem className="md:hidden" onSelect={() => setSystem(otherSystem)}>
            <Ruler aria-hidden="true" />
            {system === 'metric' ? COPY.header.switchToUs : COPY.header.switchToMetric}
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem disabled={isSigningOut} onSelect={() => void signOut()}>
            <LogOut aria-hidden="true" />
            {COPY.header.signOut}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </TooltipProvider>
  );
}
