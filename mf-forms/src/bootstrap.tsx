import { renderStandalone } from '@codecrush/composition/standalone';
import ContactPage from './pages/ContactPage';
import RemoteResourcesPage from './pages/RemoteResourcesPage';
import InternshipPage from './pages/InternshipPage';
import ContactForm from './pages/ContactForm';
import MessageSentPage from './pages/MessageSentPage';
import ApplicationSentPage from './pages/ApplicationSentPage';

/**
 * Standalone development page of this remote (the shell never loads this file). Its routes come
 * from `@codecrush/contracts`; the compiler insists on exactly the modules the contract declares.
 */
void renderStandalone('forms', {
  ContactPage,
  RemoteResourcesPage,
  InternshipPage,
  ContactForm,
  MessageSentPage,
  ApplicationSentPage,
});
