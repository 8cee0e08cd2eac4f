import { renderStandalone } from '@codecrush/composition/standalone';
import CareersPage from './pages/CareersPage';
import JobApplyPage from './pages/JobApplyPage';

/**
 * Standalone development page of this remote (the shell never loads this file). Its routes come
 * from `@codecrush/contracts`; the compiler insists on exactly the modules the contract declares.
 */
void renderStandalone('careers', { CareersPage, JobApplyPage });
