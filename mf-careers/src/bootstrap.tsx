import { paths } from '@codecrush/contracts';
import { renderStandalone } from '@codecrush/ui/standalone';
import CareersPage from './pages/CareersPage';
import JobApplyPage from './pages/JobApplyPage';

/** Standalone development page of this remote (the shell never loads this file). */
void renderStandalone('mf-careers', [
  { path: paths.careers, element: <CareersPage />, label: 'Careers' },
  { path: paths.jobApply, element: <JobApplyPage />, label: 'Job apply' },
]);
