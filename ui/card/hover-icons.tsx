// The icons of a card's hover controls (the action bar's Edit and source link, Share), fetched
// with those controls rather than with the home route (decorative: their buttons carry the
// accessible names).
import { PathIcon } from './icons';

export const PencilIcon = () => (
  <PathIcon d="m13.4 5.6 5 5L8 21H3v-5zm6.9-1.9a3.5 3.5 0 0 1 0 5l-.6.6-5-5 .6-.6a3.5 3.5 0 0 1 5 0" />
);

export const ArrowIcon = () => <PathIcon size={12} d="M6 3h15v15h-3V8.1L4.1 22 2 19.9 15.9 6H6z" />;

export const ShareIcon = () => (
  <PathIcon d="M21 14a1.5 1.5 0 0 1 1.5 1.5v5A2.5 2.5 0 0 1 20 23H4a2.5 2.5 0 0 1-2.5-2.5v-5a1.5 1.5 0 0 1 3 0V20h15v-4.5A1.5 1.5 0 0 1 21 14M12 1l6.5 6.4-2.1 2.1-2.9-2.8V16h-3V6.7L7.6 9.5 5.5 7.4z" />
);
