import { defaultLightTheme, type RaThemeOptions } from 'react-admin';

/**
 * react-admin's light theme, with two changes staff on a phone and with a screen reader need:
 * - darker blues and red, so that buttons, links and the app bar's white title read at 4.5:1 or
 *   more, on white and on the grey of a form's toolbar;
 * - nothing widens the page past the screen: the layout may be narrower than its content, and a
 *   table too wide for a phone scrolls inside its own frame (WCAG 1.4.10 exempts data tables);
 * - a form row's own buttons (remove a size) show at all times, not only under a mouse: hidden,
 *   they could not be reached with the keyboard either.
 */
export const staffTheme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: {
    ...defaultLightTheme.palette,
    primary: { main: '#1565c0' },
    secondary: { main: '#0d47a1', contrastText: '#fff' },
    error: { main: '#b71c1c' },
  },
  components: {
    ...defaultLightTheme.components,
    RaLayout: { styleOverrides: { root: { minWidth: 0, '& .RaLayout-content': { minWidth: 0 } } } },
    RaList: { styleOverrides: { root: { '& .RaList-main': { minWidth: 0 } } } },
    RaDatagrid: { styleOverrides: { root: { '& .RaDatagrid-tableWrapper': { overflowX: 'auto' } } } },
    RaSimpleFormIterator: { styleOverrides: { root: { '& .RaSimpleFormIterator-action': { visibility: 'visible' } } } },
  },
};
