import PageIcon from '@mui/icons-material/ViewList';
import { ListSubheader } from '@mui/material';
import { FILTER_OPTION_RESOURCES } from '@rennfeld/contract/staff';
import { Fragment } from 'react';
import { Menu, usePermissions, useSidebarState, useTranslate } from 'react-admin';

type MenuEntry = { resource: string } | { to: string; label: string; adminOnly?: true };

/** The staff menu in the groups a first-day editor looks for; admins' resources show only to admins. */
const GROUPS: Array<{ label: string; entries: MenuEntry[] }> = [
  {
    label: 'rennfeld.menu.catalogue',
    entries: [
      { resource: 'products' },
      { resource: 'categories' },
      ...Object.keys(FILTER_OPTION_RESOURCES).map((resource) => ({ resource })),
    ],
  },
  {
    label: 'rennfeld.menu.content',
    entries: [
      { resource: 'news' },
      { resource: 'concept-categories' },
      { resource: 'catalogues' },
      { resource: 'legal-documents' },
      { to: '/media', label: 'rennfeld.media.menu' },
    ],
  },
  {
    label: 'rennfeld.menu.company',
    entries: [
      { to: '/company-details', label: 'rennfeld.company_details.menu' },
      { resource: 'about-blocks' },
      { resource: 'team-members' },
      { resource: 'partnerships' },
    ],
  },
  {
    label: 'rennfeld.menu.shop',
    entries: [{ to: '/shop-settings', label: 'rennfeld.shop_settings.menu', adminOnly: true }],
  },
  {
    label: 'rennfeld.menu.inbox',
    entries: [{ resource: 'contact-messages' }, { resource: 'newsletter-subscribers' }, { resource: 'mail-outbox' }],
  },
  {
    label: 'rennfeld.menu.operations',
    entries: [
      { to: '/jobs', label: 'rennfeld.jobs.menu' },
      { to: '/vitals', label: 'rennfeld.vitals.menu' },
      { resource: 'staff' },
      { resource: 'audit-events' },
      { to: '/account', label: 'rennfeld.account.menu' },
    ],
  },
];

export function StaffMenu() {
  const translate = useTranslate();
  const [open] = useSidebarState();
  const { permissions: role } = usePermissions<string>();
  const groups = GROUPS.map((group) => ({
    ...group,
    entries: group.entries.filter((entry) => !('adminOnly' in entry) || role === 'admin'),
  })).filter((group) => group.entries.length > 0);
  return (
    <Menu>
      <Menu.DashboardItem primaryText="rennfeld.dashboard.title" />
      {groups.map((group) => (
        <Fragment key={group.label}>
          {open ? (
            // A menu holds only items and separators: the group's heading is a named separator.
            <ListSubheader
              role="separator"
              aria-label={translate(group.label)}
              disableSticky
              sx={{ lineHeight: 2.5, mt: 1, bgcolor: 'transparent' }}
            >
              {translate(group.label)}
            </ListSubheader>
          ) : null}
          {group.entries.map((entry) =>
            'resource' in entry ? (
              <Menu.ResourceItem key={entry.resource} name={entry.resource} />
            ) : (
              <Menu.Item key={entry.to} to={entry.to} primaryText={entry.label} leftIcon={<PageIcon />} />
            ),
          )}
        </Fragment>
      ))}
    </Menu>
  );
}
