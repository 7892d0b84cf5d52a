declare const safeHtmlBrand: unique symbol;

/** HTML that went through the allow-list sanitiser (lib/rich-text.server.ts); only it may be rendered raw. */
export type SafeHtml = string & { readonly [safeHtmlBrand]: true };
