import fastapiLogo from 'simple-icons/icons/fastapi.svg';
import firebaseLogo from 'simple-icons/icons/firebase.svg';
import flutterLogo from 'simple-icons/icons/flutter.svg';
import opencvLogo from 'simple-icons/icons/opencv.svg';
import pythonLogo from 'simple-icons/icons/python.svg';
import { Calculator, Camera, ChartColumn, GraduationCap, ListChecks } from 'lucide-react';
import { image as mathsolverImage } from '../../generated/byId/mathsolver';
import { image as mathsolverOverviewImage } from '../../generated/byId/mathsolver-overview';
import { image as caseChallengesImage } from '../../generated/byId/case-challenges';
import { image as caseSolutionsImage } from '../../generated/byId/case-solutions';
import { image as caseResultsImage } from '../../generated/byId/case-results';
import { image as mathsolverFeaturesImage } from '../../generated/byId/mathsolver-features';
import type { CaseStudy } from '../types';

export const mathsolver = {
  isWeb: false,
  id: 'mathsolver',
  meta: {
    title: 'Math Solver — Step-by-Step Maths',
    description:
      'Math Solver by CodeCrush: photograph a maths problem and get a step-by-step solution aligned with the Pakistani curriculum, on mobile and the web.',
  },
  introduction: {
    heading: 'Math Solver: snap a problem, understand every step',
    description:
      'Students photograph a handwritten or printed maths problem and Math Solver explains the solution one step at a time, in the method their textbook uses. It runs on Android and iOS, with a web version for homework on a laptop.',
    image: mathsolverImage,
    projectLink: 'https://play.google.com/store/apps/details?id=com.mathsolver.app',
  },
  overview: {
    heading: 'Overview',
    description:
      'Students in grades 6 to 12 get stuck on homework when no one at home can help with algebra or trigonometry. Answer-only apps encourage copying. Math Solver recognises the problem from a photo, solves it symbolically and shows each step with the rule applied, so the student can follow and then try the next exercise alone.',
    image: mathsolverOverviewImage,
  },
  challenge: {
    heading: 'Challenges',
    image: caseChallengesImage,
    challenges: [
      'Handwriting on lined notebook paper, photographed in poor light, is hard to recognise reliably.',
      'Teachers objected to apps that give answers; the client wanted understanding, not shortcuts.',
      'Steps had to follow the Punjab and Federal board textbooks’ methods, not whichever method a solver finds first.',
      'Many students share one phone with siblings and have limited data.',
    ],
  },
  solutions: {
    heading: 'Solutions',
    image: caseSolutionsImage,
    solutions: [
      'An OpenCV clean-up stage (deskew, shadow removal, line removal) before recognition, plus a quick edit screen to fix any symbol.',
      'Step-by-step explanations that reveal one step at a time, with a “try the next step yourself” prompt.',
      'Solution templates written with two maths teachers for each chapter of the grade 6–10 syllabus.',
      'Small downloads: the app is 18 MB and a solution costs under 20 KB of data.',
    ],
  },
  results: {
    heading: 'Results',
    image: caseResultsImage,
    results: [
      { value: '300,000+', label: 'problems solved in the first school year' },
      { value: '91%', label: 'recognition accuracy on handwritten problems after the edit step' },
      { value: '3.2', label: 'steps revealed per solution on average — students read, not just copy' },
      { value: '4.6/5', label: 'rating on Google Play' },
    ],
  },
  features: {
    heading: 'Detailed Features',
    subheading: 'From the photo to the method, in the language of the textbook.',
    image: mathsolverFeaturesImage,
    features: [
      {
        icon: Camera,
        heading: 'Photo recognition',
        description: 'Printed and handwritten problems, with a quick editor for any symbol.',
      },
      {
        icon: ListChecks,
        heading: 'Step-by-step',
        description: 'Each step with the rule it applies, revealed one at a time.',
      },
      {
        icon: Calculator,
        heading: 'Wide coverage',
        description: 'Arithmetic, algebra, equations, trigonometry, matrices and basic calculus.',
      },
      {
        icon: ChartColumn,
        heading: 'Graphs',
        description: 'Interactive plots of functions and of both sides of an equation.',
      },
      {
        icon: GraduationCap,
        heading: 'Practice sets',
        description: 'Similar exercises after each solution, marked instantly.',
      },
    ],
  },
  technologiesUsed: {
    heading: 'Technologies Used',
    technologies: [
      { image: flutterLogo, heading: 'Flutter', description: 'The Android, iOS and web apps from one code base.' },
      { image: opencvLogo, heading: 'OpenCV', description: 'Image clean-up before recognition.' },
      { image: pythonLogo, heading: 'Python and SymPy', description: 'Symbolic solving and step generation.' },
      { image: fastapiLogo, heading: 'FastAPI', description: 'The recognition and solving service.' },
      { image: firebaseLogo, heading: 'Firebase', description: 'Sign-in and practice history across devices.' },
    ],
  },
  additionalNotes: {
    heading: 'Additional Notes',
    description:
      'Math Solver is listed twice in our portfolio because it ships as two products on one engine: the mobile app, and a web version teachers use on classroom projectors to walk through solutions with the whole class.',
  },
  reviews: [
    {
      review:
        'The steps match what we teach in class. I use the web version on the projector and students check their own work at home.',
      name: 'Asma Rauf',
      role: 'Mathematics teacher, grade 9',
      stars: 5,
    },
    {
      review: 'I finally understood factorisation because it shows one step and lets me try the next.',
      name: 'Ali Raza',
      role: 'Student, grade 8',
      stars: 5,
    },
  ],
} as const satisfies CaseStudy;
