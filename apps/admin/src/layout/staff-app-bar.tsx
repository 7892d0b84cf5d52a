import { AppBar, TitlePortal, UserMenu, useGetIdentity, useTranslate } from 'react-admin';

/** The bar over every staff screen: the screen's title is its level-one heading. */
export function StaffAppBar() {
  return (
    <AppBar userMenu={<StaffUserMenu />}>
      <TitlePortal component="h1" variant="h6" />
    </AppBar>
  );
}

/** The user menu, named with the name its button shows (WCAG 2.5.3 Label in Name). */
function StaffUserMenu() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  return (
    <UserMenu
      label={identity?.fullName ? translate('rennfeld.user_menu', { name: identity.fullName }) : 'ra.auth.user_menu'}
    />
  );
}
