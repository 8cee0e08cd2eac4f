import { internship } from '../content/internship';
import { jobPostingOf } from './jobPostingOf';

describe('jobPostingOf', () => {
  it('describes the internship as a JobPosting of CodeCrush in Islamabad', () => {
    const data = jobPostingOf(internship);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Web Development Intern',
      datePosted: '2025-05-05',
      employmentType: ['INTERN', 'FULL_TIME'],
      hiringOrganization: { '@type': 'Organization', name: 'CodeCrush' },
      jobLocation: { address: { addressLocality: 'Islamabad', addressCountry: 'PK' } },
    });
    expect(data.datePosted).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('carries the intro and every list of the page in its description', () => {
    const { description } = jobPostingOf(internship);
    expect(description).toContain(internship.intro[0]);
    for (const list of internship.lists) {
      expect(description).toContain(`${list.heading}: ${list.items[0]}`);
    }
  });

  it('writes the description as readable paragraphs: intro, then each list on one line under its heading', () => {
    const job = {
      ...internship,
      intro: ['We hire.', 'Join us.'],
      lists: [
        { ...internship.lists[0], heading: 'Skills', items: ['React.', 'TypeScript.'] },
        { ...internship.lists[0], heading: 'Perks', items: ['Mentoring.'] },
      ],
    };
    expect(jobPostingOf(job).description).toBe(
      'We hire.\n\nJoin us.\n\nSkills: React. TypeScript.\n\nPerks: Mentoring.',
    );
  });
});
