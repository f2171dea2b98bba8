import { ERROR_CODES } from '@samaj/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Navigate, Outlet, useLocation, useNavigate, useSearchParams } from 'react-router';
import { ErrorState } from '../../../components/error-state.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useMatrimonialUser } from '../api/get-matrimonial-user.ts';
import { matrimonialKeys } from '../api/keys.ts';
import { useSetDefaultProfile } from '../api/set-default-profile.ts';
import '../i18n.ts';
import { AS_PROFILE_PARAM, paths } from '../paths.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { notifyError, notifySuccess } from './notify.ts';
import type { ProfileSummary } from '../types.ts';
import { resolveActiveProfile } from './active-profile.ts';

/** Pages a user without any profile may still open; every other one sends them to the welcome page. */
const OPEN_WITHOUT_PROFILE = new Set<string>([paths.welcome, paths.profileEdit, paths.profileSteps]);

export function isProfileNotApproved(error: unknown): boolean {
  return isApiError(error) && error.status === 403 && error.code === ERROR_CODES.profileNotApproved;
}

/**
 * A server answer of 403 profile_not_approved (approval withdrawn since the user was loaded, say),
 * from any query or mutation of the area, reloads the user and shows the pending-approval page.
 */
function useRedirectWhenNotApproved() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useEffect(() => {
    const onNotApproved = () => {
      void queryClient.invalidateQueries({ queryKey: matrimonialKeys.user() });
      void navigate(paths.pendingApproval, { replace: true });
    };
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      if (
        event.type === 'updated' &&
        event.action.type === 'error' &&
        isProfileNotApproved(event.action.error)
      ) {
        onNotApproved();
      }
    });
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      if (
        event.type === 'updated' &&
        event.action.type === 'error' &&
        isProfileNotApproved(event.action.error)
      ) {
        onNotApproved();
      }
    });
    return () => {
      unsubscribeQueries();
      unsubscribeMutations();
    };
  }, [queryClient, navigate]);
}

/**
 * An address carrying ?as=<profile id> (asProfile in paths.ts: a notification, the family's view) opens
 * as that profile: it is made active first, then the parameter leaves the address. An id that is not
 * one of the account's profiles is ignored. Answers true while the switch is under way.
 */
function useSwitchToRequestedProfile(profiles: ProfileSummary[] | undefined, activeId: string | undefined) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const wanted = params.get(AS_PROFILE_PARAM);
  const setDefault = useSetDefaultProfile();
  const { mutate } = setDefault;
  const asked = useRef<string | null>(null);
  const known = Boolean(wanted && profiles?.some((profile) => profile.id === wanted));
  const needsSwitch = known && wanted !== activeId;
  useEffect(() => {
    if (!wanted || !profiles) return;
    const drop = () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(AS_PROFILE_PARAM);
          return next;
        },
        { replace: true },
      );
    if (!needsSwitch) {
      drop();
      return;
    }
    if (asked.current === wanted) return;
    asked.current = wanted;
    const profile = profiles.find((item) => item.id === wanted);
    mutate(wanted, {
      onSuccess: () => notifySuccess(t('matrimonial.profiles.switched', { name: profile?.first_name ?? '' })),
      onError: (error) => {
        notifyError(errorMessage(error, t));
        drop();
      },
    });
  }, [wanted, profiles, needsSwitch, mutate, setParams, t]);
  return needsSwitch && !setDefault.isError;
}

/**
 * Every matrimonial page sits in this layout: it loads the user with their profiles, settles which
 * profile is active (product spec section 4) and sends users without a profile to the welcome page.
 */
export function MatrimonialLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const user = useMatrimonialUser();
  const setDefault = useSetDefaultProfile();
  const defaulted = useRef<string | null>(null);
  useRedirectWhenNotApproved();

  const resolved = user.data ? resolveActiveProfile(user.data.profiles) : null;
  const defaultId = resolved?.needsDefault ? resolved.active?.id : undefined;
  const { mutate } = setDefault;
  useEffect(() => {
    if (!defaultId || defaulted.current === defaultId) return;
    defaulted.current = defaultId;
    mutate(defaultId);
  }, [defaultId, mutate]);

  // The kept user (a placeholder, get-matrimonial-user.ts) shows the pages; switching profiles waits
  // for the fresh one.
  const fresh = user.isPlaceholderData ? undefined : user.data;
  const switching = useSwitchToRequestedProfile(fresh?.profiles, resolved?.active?.id);
  const [params] = useSearchParams();

  if (user.isPending || switching || (!fresh && params.has(AS_PROFILE_PARAM))) return <PageLoader />;
  if (user.isError) {
    return (
      <ErrorState
        title={t('errors.loadFailed', { what: t('matrimonial.what.profiles') })}
        error={user.error}
        onRetry={() => void user.refetch()}
        retrying={user.isRefetching}
      />
    );
  }
  const normalized = pathname.replace(/\/+$/, '');
  if (!resolved?.active && !OPEN_WITHOUT_PROFILE.has(normalized))
    return <Navigate to={paths.welcome} replace />;
  return <Outlet />;
}
