import './public.css';
import { bindCatalogue } from './catalogue';
import { bindDialogs } from './dialog';
import { bindDrawer } from './drawer';
import { bindFaq } from './faq';
import { bindHeader } from './header';
import { bindSectionLinks } from './sections';
import { bindSession } from './session';
import { bindThemeDialogs } from './theme-dialogs';

/*
 * The one script of the landing page and the catalogue (decision 035): the server draws them from
 * the app's components, and these islands make the interactive parts work on that markup, with no
 * React. Each binds only to what its page has.
 */
bindHeader();
bindDrawer();
bindSectionLinks();
bindFaq();
bindSession();
bindDialogs();
bindThemeDialogs();
bindCatalogue();
// Browser tests wait for this, as for the app's pages.
document.documentElement.dataset.app = 'live';
