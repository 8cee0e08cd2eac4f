import { paths } from '@codecrush/contracts';
import { renderStandalone } from '@codecrush/ui/standalone';
import ContactPage from './pages/ContactPage';
import RemoteResourcesPage from './pages/RemoteResourcesPage';
import InternshipPage from './pages/InternshipPage';
import ContactForm from './pages/ContactForm';

/** Standalone development page of this remote (the shell never loads this file). */
void renderStandalone('mf-forms', [
  { path: paths.contact, element: <ContactPage />, label: 'Contact' },
  { path: paths.remoteResources, element: <RemoteResourcesPage />, label: 'Remote resources' },
  { path: paths.internshipApply, element: <InternshipPage />, label: 'Internship' },
  { path: '/fragments/contact-form', element: <ContactForm />, label: 'Contact form' },
]);
