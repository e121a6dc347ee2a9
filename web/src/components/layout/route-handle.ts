/** What every route declares in its `handle`: the breadcrumb and document title. */
export interface RouteHandle {
  title: string;
  /** The side-menu group the screen belongs to, shown as the middle breadcrumb. */
  group?: string;
}

export const APP_NAME = "Studio Admin";
export const documentTitle = (title: string) => `${title} | ${APP_NAME}`;
