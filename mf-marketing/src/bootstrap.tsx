import { renderStandalone } from '@codecrush/composition/standalone';
import HomePage from './pages/HomePage';
import AboutPage from './pages/AboutPage';
import ServicePage from './pages/ServicePage';
import IndustryPage from './pages/IndustryPage';
import ResearchPage from './pages/ResearchPage';
import TeamPage from './pages/TeamPage';
import GalleryPage from './pages/GalleryPage';
import PrivacyPage from './pages/PrivacyPage';
import TermsPage from './pages/TermsPage';

/**
 * Standalone development page of this remote (the shell never loads this file). Its routes come
 * from `@codecrush/contracts`; the compiler insists on exactly the modules the contract declares.
 */
void renderStandalone('marketing', {
  HomePage,
  AboutPage,
  ServicePage,
  IndustryPage,
  ResearchPage,
  TeamPage,
  GalleryPage,
  PrivacyPage,
  TermsPage,
});
