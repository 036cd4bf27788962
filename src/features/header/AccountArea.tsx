import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { formatMoney, session } from '../../core';
import { offerDialogOpen, pendingOfferKinds } from '../ui/contracts/offer-flags';
import { Dialog } from '../ui/Dialog';
import { emit, navigate } from '../ui/events';
import { useHost } from '../ui/host-context';
import {
  ChevronDownIcon,
  CrownIcon,
  FileIcon,
  GiftIcon,
  GridIcon,
  LogoutIcon,
  RefreshIcon,
  UsersIcon,
  WalletIcon,
} from '../ui/icons';
import { unreadMessages } from '../ui/live-session';
import { errorCodeOf } from '../ui/system-status';
import { useT } from '../ui/use-t';
import { openCentre, useElementDefined } from './centre-entries';
import { useDelayedClose } from './use-delayed-close';

/** Signed in: balance (hide/show, refresh) and the account dropdown with the centres and logout. */
export function AccountArea() {
  useSignals();
  const t = useT();
  const { host } = useHost();
  const [menuOpen, setMenuOpen] = useState(false);
  const [confirmLogout, setConfirmLogout] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);
  const [refreshing, setRefreshing] = useState(false);
  const delayed = useDelayedClose(() => setMenuOpen(false));
  const memberCentreDefined = useElementDefined('gd-member-centre');
  const agentCentreDefined = useElementDefined('gd-agent-centre');

  const account = session.member.value?.account ?? '';
  const balanceMinor = session.balanceMinor.value;
  const hidden = session.balanceHidden.value;
  const showMemberCentre = memberCentreDefined && session.canShowMemberCentre.value;
  // In a time-out or self-exclusion the VIP club and the points mall are closed (their calls are refused).
  const restricted = session.restriction.value !== null;
  const showAgentCentre = agentCentreDefined && session.canShowAgentCentre.value;
  const isDemo = session.isFreePlayType(session.memberType.value);
  const unread = showMemberCentre ? (unreadMessages.value ?? 0) : 0;
  const unreadText = unread > 99 ? '99+' : String(unread);
  const waitingOffers = pendingOfferKinds.value.length;

  const refresh = async () => {
    setRefreshing(true);
    try {
      await session.refreshBalance();
    } catch (failure) {
      emit(host, 'gd-error', { code: errorCodeOf(failure) });
    } finally {
      setRefreshing(false);
    }
  };

  const logout = async () => {
    setLoggingOut(true);
    try {
      await session.logout();
    } finally {
      setLoggingOut(false);
      setConfirmLogout(false);
    }
    emit(host, 'gd-logout', {});
    navigate(host, '/');
  };

  return (
    <div className="account" part="account">
      <div className="balance" part="balance">
        <WalletIcon />
        <button
          type="button"
          className="balance__amount"
          aria-pressed={hidden}
          title={t('hdr_balance')}
          onClick={() => {
            session.balanceHidden.value = !hidden;
          }}
        >
          {/* A toggle keeps one name ("Hide balance") and says its state with aria-pressed. */}
          <span className="visually-hidden">{t('hdr_hide_balance')} </span>
          {hidden ? '••••••' : balanceMinor === null ? '—' : formatMoney(balanceMinor)}
        </button>
        <button
          type="button"
          className={`icon-btn balance__refresh${refreshing ? ' is-spinning' : ''}`}
          aria-label={t('hdr_refresh')}
          title={t('hdr_refresh')}
          disabled={refreshing}
          onClick={() => void refresh()}
          part="refresh"
        >
          <RefreshIcon size={16} />
        </button>
      </div>
      {showAgentCentre && (
        <button
          type="button"
          className="icon-btn agent-btn"
          aria-label={t('hdr_agent_centre')}
          title={t('hdr_agent_centre')}
          onClick={() => openCentre('gd-agent-centre')}
          part="agent-centre-button"
        >
          <UsersIcon size={18} />
        </button>
      )}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: focus tracking for the dropdown blur delay */}
      <div
        className="menu"
        onBlur={delayed.onBlur}
        onFocus={delayed.onFocus}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setMenuOpen(false);
        }}
      >
        <button
          type="button"
          className="account__button"
          aria-haspopup="menu"
          aria-expanded={menuOpen}
          onClick={() => setMenuOpen((shown) => !shown)}
          part="account-button"
        >
          <span className="avatar" aria-hidden="true">
            {account.slice(0, 1).toUpperCase()}
            {unread > 0 && (
              <span className="badge badge--corner" part="unread-badge">
                {unreadText}
              </span>
            )}
          </span>
          <span className="account__name">
            {account}
            {isDemo && <span className="tag">{t('hdr_demo_badge')}</span>}
          </span>
          {unread > 0 && (
            <span className="visually-hidden">{`, ${t('hdr_unread_messages', { count: unread })}`}</span>
          )}
          <ChevronDownIcon size={14} />
        </button>
        {menuOpen && (
          <div className="menu__list menu__list--end" role="menu" part="account-menu">
            <div className="menu__header">
              <strong>{t('hdr_welcome', { name: account })}</strong>
              {isDemo && <span className="muted small">{t('hdr_demo_account')}</span>}
            </div>
            {showMemberCentre && (
              <button
                type="button"
                role="menuitem"
                className="menu__item"
                onClick={() => openCentre('gd-member-centre')}
              >
                <GridIcon />
                {t('hdr_member_centre')}
                {unread > 0 && (
                  <span className="badge badge--end" title={t('hdr_unread_messages', { count: unread })}>
                    {unreadText}
                  </span>
                )}
              </button>
            )}
            {showAgentCentre && (
              <button
                type="button"
                role="menuitem"
                className="menu__item"
                onClick={() => openCentre('gd-agent-centre')}
              >
                <UsersIcon />
                {t('hdr_agent_centre')}
              </button>
            )}
            {waitingOffers > 0 && (
              <button
                type="button"
                role="menuitem"
                className="menu__item"
                onClick={() => {
                  setMenuOpen(false);
                  offerDialogOpen.value = true;
                }}
                part="contract-offers-entry"
              >
                <FileIcon />
                {t('hdr_contract_offers')}
                <span
                  className="badge badge--end"
                  title={t('hdr_contract_offers_waiting', { count: waitingOffers })}
                >
                  {waitingOffers}
                </span>
              </button>
            )}
            {!restricted && (
              <>
                <button
                  type="button"
                  role="menuitem"
                  className="menu__item"
                  onClick={() => {
                    setMenuOpen(false);
                    navigate(host, '/vip');
                  }}
                  part="vip-entry"
                >
                  <CrownIcon />
                  {t('hdr_vip')}
                </button>
                <button
                  type="button"
                  role="menuitem"
                  className="menu__item"
                  onClick={() => {
                    setMenuOpen(false);
                    navigate(host, '/pointMall');
                  }}
                  part="point-mall-entry"
                >
                  <GiftIcon />
                  {t('hdr_point_mall')}
                </button>
              </>
            )}
            <button
              type="button"
              role="menuitem"
              className="menu__item menu__item--danger"
              onClick={() => {
                setMenuOpen(false);
                setConfirmLogout(true);
              }}
            >
              <LogoutIcon />
              {t('hdr_logout')}
            </button>
          </div>
        )}
      </div>
      <Dialog
        open={confirmLogout}
        kind="warning"
        message={t('in_sure_logout')}
        cancelLabel={t('dlg_cancel')}
        confirmLabel={t('dlg_submit')}
        busy={loggingOut}
        onCancel={() => setConfirmLogout(false)}
        onConfirm={() => void logout()}
      />
    </div>
  );
}
