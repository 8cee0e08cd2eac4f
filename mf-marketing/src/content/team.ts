import { image as ayeshaKhan } from '../generated/byId/team-ayesha-khan';
import { image as bilalAhmad } from '../generated/byId/team-bilal-ahmad';
import { image as fatimaNoor } from '../generated/byId/team-fatima-noor';
import { image as zainUlAbideen } from '../generated/byId/team-zain-ul-abideen';
import { image as hiraJaved } from '../generated/byId/team-hira-javed';
import { image as saadKhalid } from '../generated/byId/team-saad-khalid';
import { image as maryamIqbal } from '../generated/byId/team-maryam-iqbal';
import { image as aliHassan } from '../generated/byId/team-ali-hassan';
import { image as sanaMalik } from '../generated/byId/team-sana-malik';
import { image as imranShah } from '../generated/byId/team-imran-shah';
import { image as noorUlAin } from '../generated/byId/team-noor-ul-ain';
import { image as faizanAli } from '../generated/byId/team-faizan-ali';
import { image as rabiaAslam } from '../generated/byId/team-rabia-aslam';
import { image as waqasAnwar } from '../generated/byId/team-waqas-anwar';
import { image as mehwishAkram } from '../generated/byId/team-mehwish-akram';
import { image as junaidMirza } from '../generated/byId/team-junaid-mirza';
import { image as kiranYousaf } from '../generated/byId/team-kiran-yousaf';
import type { TeamMember, TeamPageText } from './types';

/** The 17 team members. */
export const members = [
  { name: 'Ayesha Khan', role: 'Head of Design', image: ayeshaKhan },
  { name: 'Bilal Ahmad', role: 'Engineering Manager', image: bilalAhmad },
  { name: 'Fatima Noor', role: 'Senior Frontend Engineer', image: fatimaNoor },
  { name: 'Zain ul Abideen', role: 'Senior Backend Engineer', image: zainUlAbideen },
  { name: 'Hira Javed', role: 'Project Manager', image: hiraJaved },
  { name: 'Saad Khalid', role: 'Mobile App Developer', image: saadKhalid },
  { name: 'Maryam Iqbal', role: 'Machine Learning Engineer', image: maryamIqbal },
  { name: 'Ali Hassan', role: 'DevOps Engineer', image: aliHassan },
  { name: 'Sana Malik', role: 'UI/UX Designer', image: sanaMalik },
  { name: 'Imran Shah', role: 'Security Analyst', image: imranShah },
  { name: 'Noor ul Ain', role: 'QA Engineer', image: noorUlAin },
  { name: 'Faizan Ali', role: 'Full-Stack Developer', image: faizanAli },
  { name: 'Rabia Aslam', role: 'Digital Marketing Lead', image: rabiaAslam },
  { name: 'Waqas Anwar', role: 'Flutter Developer', image: waqasAnwar },
  { name: 'Mehwish Akram', role: 'Business Analyst', image: mehwishAkram },
  { name: 'Junaid Mirza', role: 'Data Engineer', image: junaidMirza },
  { name: 'Kiran Yousaf', role: 'HR & Talent Manager', image: kiranYousaf },
] as const satisfies readonly TeamMember[];

/** Copy of the Team page around the people. */
export const teamText = {
  banner: {
    title: 'Meet Our Team',
    subtitle: 'The engineers, designers and leaders behind every CodeCrush project.',
  },
  intro: {
    heading: 'The People Behind CodeCrush',
    paragraphs: [
      'CodeCrush is twenty engineers, designers, analysts and marketers working from Rawalpindi and Chakdara with clients across Pakistan, the Gulf and Europe. Most of us started as interns or junior developers and grew here; all of us care about shipping software that works.',
      'We work in small, cross-functional teams: every project has a project manager, a designer, engineers and a QA engineer who stay with it from the first workshop to long after launch.',
    ],
  },
  leadershipHeading: 'Leadership',
  membersHeading: 'Our Team',
} as const satisfies TeamPageText;
