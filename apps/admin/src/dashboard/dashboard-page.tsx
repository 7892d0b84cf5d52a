import { Card, CardActionArea, CardContent, Grid, Typography } from '@mui/material';
import type { StaffDashboard } from '@rennfeld/contract/staff';
import { useEffect, useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { callApi } from '../api.ts';
import { useStaffLocale } from '../ui/staff-formats.tsx';

/** A list of the staff area, filtered as react-admin writes it in the address. */
const listPath = (resource: string, filter?: Record<string, unknown>) =>
  filter ? `/${resource}?filter=${encodeURIComponent(JSON.stringify(filter))}` : `/${resource}`;

/** Each count, the list it leads to, in the order staff work through them. */
const ENTRIES: Array<{ key: keyof StaffDashboard; to: string }> = [
  { key: 'unhandledMessages', to: listPath('contact-messages', { handled: false }) },
  { key: 'pendingSubscribers', to: listPath('newsletter-subscribers', { status: 'pending' }) },
  { key: 'failedMails', to: listPath('mail-outbox', { status: 'failed' }) },
  { key: 'outOfStockSizes', to: listPath('products') },
  { key: 'draftProducts', to: listPath('products', { status: 'draft' }) },
  { key: 'draftNews', to: listPath('news', { status: 'draft' }) },
  { key: 'scheduledNews', to: listPath('news') },
];

/** The first page after sign-in: what needs someone's attention, each count leading to its list. */
export function DashboardPage() {
  const translate = useTranslate();
  const locale = useStaffLocale();
  const [counts, setCounts] = useState<StaffDashboard>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    callApi<StaffDashboard>('/api/admin/dashboard').then(setCounts, () => setFailed(true));
  }, []);
  return (
    <>
      <Title title={translate('rennfeld.dashboard.title')} />
      {failed ? <Typography color="error">{translate('rennfeld.dashboard.failed')}</Typography> : null}
      {counts ? (
        <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, mx: 0, mt: 2, mb: 0 }}>
          {ENTRIES.map(({ key, to }) => (
            <Grid key={key} size={{ xs: 12, sm: 6, lg: 3 }} component="li">
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardActionArea component={Link} to={to} sx={{ height: '100%' }}>
                  <CardContent>
                    <Typography variant="h4" component="p" color={counts[key] > 0 ? 'primary' : 'text.secondary'}>
                      {counts[key].toLocaleString(locale)}
                    </Typography>
                    <Typography>{translate(`rennfeld.dashboard.${key}`, { smart_count: counts[key] })}</Typography>
                  </CardContent>
                </CardActionArea>
              </Card>
            </Grid>
          ))}
        </Grid>
      ) : null}
    </>
  );
}
