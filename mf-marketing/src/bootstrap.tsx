import { paths } from '@codecrush/contracts';
import { renderStandalone } from '@codecrush/ui/standalone';
import HomePage from './pages/HomePage';
import AboutPage from './pages/AboutPage';
import ServicePage from './pages/ServicePage';
import IndustryPage from './pages/IndustryPage';
import ResearchPage from './pages/ResearchPage';
import TeamPage from './pages/TeamPage';
import GalleryPage from './pages/GalleryPage';
import PrivacyPage from './pages/PrivacyPage';
import TermsPage from './pages/TermsPage';

/** Standalone development page of this remote (the shell never loads this file). */
void renderStandalone('mf-marketing', [
  { path: paths.home, element: <HomePage />, label: 'Home' },
  { path: paths.about, element: <AboutPage />, label: 'About' },
  { path: paths.serviceDetail, element: <ServicePage /> },
  { path: paths.industry, element: <IndustryPage /> },
  { path: paths.research, element: <ResearchPage /> },
  { path: paths.team, element: <TeamPage />, label: 'Team' },
  { path: paths.gallery, element: <GalleryPage />, label: 'Gallery' },
  { path: paths.privacy, element: <PrivacyPage />, label: 'Privacy' },
  { path: paths.terms, element: <TermsPage />, label: 'Terms' },
]);
