import { Card, CardContent, Typography } from '@mui/material';
import { Button, Title, usePermissions, useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import { ADMIN_ONLY_RESOURCES } from '../roles.ts';

/**
 * An address the staff area does not know, or one for admins that an editor opened: the second
 * says so, rather than that the page does not exist.
 */
export function StaffNotFound() {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const { permissions } = usePermissions<string>();
  const adminOnly = ADMIN_ONLY_RESOURCES.some((resource) => pathname.split('/')[1] === resource);
  const key = adminOnly && permissions !== 'admin' ? 'rennfeld.no_permission' : 'rennfeld.not_found';
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate(`${key}.title`)} />
      <CardContent>
        <Typography sx={{ mb: 2 }}>{translate(`${key}.text`)}</Typography>
        <Button component={Link} to="/" label="rennfeld.not_found.back" variant="outlined" />
      </CardContent>
    </Card>
  );
}
