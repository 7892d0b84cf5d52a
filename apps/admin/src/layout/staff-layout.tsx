import { Layout, type LayoutProps } from 'react-admin';
import { StaffAppBar } from './staff-app-bar.tsx';
import { StaffMenu } from './staff-menu.tsx';

export function StaffLayout(props: LayoutProps) {
  return <Layout {...props} appBar={StaffAppBar} menu={StaffMenu} />;
}
