import type { ArticleBody } from '../types';

/** The body of post 1; loaded only on its own article page. */
export const article1 = {
  lead: 'Every successful software product starts long before the first line of code is written and continues long after launch day. At CodeCrush we have refined a development process that turns a rough idea into reliable, maintainable software while keeping our clients informed and in control at every step. Here is how it works, stage by stage, and why each stage matters.',
  sections: [
    {
      heading: 'Why Process Matters More Than Tools',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Frameworks change every few years, but the reasons software projects fail stay remarkably consistent: unclear requirements, late surprises, untested code and releases that depend on one person remembering a long list of manual steps. A good process exists to remove those risks systematically. It does not replace talent or creativity; it gives them a structure in which they can deliver predictable results.',
        },
        {
          kind: 'paragraph',
          text: 'Our process grew out of building products for clients in education, travel, retail, healthcare and other industries from our offices in Rawalpindi and Chakdara. Some projects were small mobile apps delivered in a few weeks; others were web platforms with admin dashboards, payment flows and integrations with third-party services. The practices that worked across all of them became the backbone of how we operate today.',
        },
        {
          kind: 'paragraph',
          text: 'The process is deliberately lightweight. We document what needs to be shared, automate what can be automated and keep meetings short and purposeful. The goal is not paperwork but clarity: everyone on the project, including the client, should know what is being built, why it matters and when it will be ready.',
        },
      ],
    },
    {
      heading: 'Discovery: Understanding the Problem Before Writing Code',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Discovery is where we learn about your business, your users and the problem the software needs to solve. We run a series of workshops with stakeholders, usually spread over one to three weeks depending on the size of the project. In these sessions we ask questions that sound basic but rarely have written answers: who exactly will use the product, what do they do today without it, and how will we know the project has succeeded?',
        },
        {
          kind: 'paragraph',
          text: 'We also review existing systems, spreadsheets, documents and competing products. If there is a legacy application, we study its data model and integrations early, because migrating data is one of the most frequently underestimated parts of any project. By the end of discovery, every client receives a concise set of artefacts that guide the rest of the work:',
        },
        {
          kind: 'list',
          items: [
            'A product brief describing goals, target users and measurable success criteria',
            'A prioritised feature backlog written as user stories with acceptance criteria',
            'A first view of the system architecture and the main integrations',
            'A delivery roadmap with milestones, a release plan and an estimate of effort',
            'A list of known risks and open questions, each with a named owner',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Discovery frequently saves more than it costs. Cutting a feature that nobody needs, or spotting a legal or data-protection requirement before development begins, is far cheaper on paper than in code.',
        },
      ],
    },
    {
      heading: 'UX and UI Design: Making Ideas Tangible',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Once we understand the problem, our UI/UX designers turn the backlog into something people can see and click. We start with user flows and low-fidelity wireframes that focus on structure: which screens exist, what information each one shows and how users move between them. At this stage changes are cheap, so we encourage clients to be critical and to challenge every screen.',
        },
        {
          kind: 'paragraph',
          text: 'Next come interactive prototypes. Whenever possible we put them in front of real or representative users and watch them complete realistic tasks, such as booking an appointment or tracking an order. A handful of short sessions usually reveals the most serious usability problems, from confusing labels to buttons that people simply do not notice.',
        },
        {
          kind: 'paragraph',
          text: 'Finally, we produce a high-fidelity design system: colour palette, typography, spacing and a library of reusable components such as buttons, form fields, cards and navigation. A design system keeps the product consistent as it grows and lets developers build screens faster, because they assemble proven pieces instead of reinventing them. Accessibility is part of this work from the start, including sufficient colour contrast, visible focus states, readable text sizes and layouts that work with a keyboard and a screen reader.',
        },
      ],
    },
    {
      heading: 'Architecture and Technology Choices',
      blocks: [
        {
          kind: 'paragraph',
          text: "With a clear picture of the product, our senior engineers design the architecture. The aim is the simplest structure that meets today's requirements and can grow with tomorrow's. A startup validating an idea does not need the same setup as an enterprise platform serving thousands of concurrent users, and over-engineering early is as harmful as under-engineering.",
        },
        {
          kind: 'paragraph',
          text: 'For most web projects our default is TypeScript end to end. On the front end we use React, usually with a component library derived from the design system; on the back end we build APIs with Node.js, backed by a relational database such as PostgreSQL or MySQL, or a document store when the data genuinely calls for it. Using TypeScript and JavaScript across the whole web stack means shared types between client and server, fewer integration bugs and developers who can move comfortably between layers. For mobile apps we choose between cross-platform frameworks and native development based on performance needs, device features and budget.',
        },
        {
          kind: 'paragraph',
          text: 'Every architecture review covers the same core concerns:',
        },
        {
          kind: 'list',
          items: [
            'Security: authentication, authorisation, encryption of sensitive data and protection against common web vulnerabilities',
            'Scalability: how the system behaves as users, data and traffic grow',
            'Observability: logging, metrics and alerts so that problems are found before users report them',
            'Maintainability: clear module boundaries, consistent conventions and up-to-date documentation',
          ],
        },
        {
          kind: 'paragraph',
          text: "Important decisions are written down as short decision records that explain the context, the options considered and the reason for the choice. Months later, when someone asks why a particular database or hosting model was chosen, the answer lives in the repository rather than in someone's memory.",
        },
      ],
    },
    {
      heading: 'Agile Sprints: Building in Small, Visible Increments',
      blocks: [
        {
          kind: 'paragraph',
          text: "Development happens in two-week sprints. At the start of each sprint, the team and the client's product owner agree on a set of backlog items that can realistically be built, tested and demonstrated within the sprint. Each item carries acceptance criteria, so there is no debate later about what done means.",
        },
        {
          kind: 'paragraph',
          text: 'During the sprint, developers hold a short daily stand-up to share progress and raise blockers. Every change goes through a pull request reviewed by at least one other engineer. Code review is not only about catching bugs; it spreads knowledge across the team, keeps the style consistent and makes sure no part of the system is understood by just one person.',
        },
        {
          kind: 'paragraph',
          text: 'At the end of each sprint we hold a demo in which clients see working software, not slides. They can click through new features on a staging environment, give feedback and reprioritise the backlog for the next sprint. A retrospective follows, where the team discusses what went well and what to change. Small improvements, repeated sprint after sprint, compound over the life of a project.',
        },
        {
          kind: 'quote',
          text: 'Working software every two weeks is the most honest progress report we can give a client.',
        },
        {
          kind: 'paragraph',
          text: 'This rhythm gives clients real control. If market conditions change or user feedback points in a new direction, the plan can change at the next sprint boundary without throwing away months of work.',
        },
      ],
    },
    {
      heading: 'Quality Assurance and Automated Testing',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Quality is built into every stage rather than inspected at the end. Our QA engineers join the project during discovery, review acceptance criteria for testability and write test cases while features are still being designed. Automated tests form the foundation, following the familiar testing pyramid:',
        },
        {
          kind: 'list',
          items: [
            'Unit tests for business logic, utilities and individual components, which run in seconds',
            'Integration tests that check APIs, database queries and the interaction between modules',
            'End-to-end tests that drive a real browser or device through critical journeys such as sign-up, checkout or booking',
            'Accessibility and performance checks that flag regressions automatically',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Automation does not replace people. Manual exploratory testing finds issues that scripts never anticipate: a confusing error message, an awkward layout on a small phone or a workflow that technically works but feels slow. Before each release, QA runs a regression pass across the supported browsers and devices, and every defect is logged with clear steps to reproduce, the expected behaviour and the actual behaviour.',
        },
        {
          kind: 'paragraph',
          text: 'We treat security as part of quality too. Dependencies are scanned for known vulnerabilities, secrets are kept out of source code and sensitive features receive a focused security review that draws on the experience of our cybersecurity team.',
        },
      ],
    },
    {
      heading: 'Continuous Integration and Continuous Delivery',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Every pull request triggers an automated pipeline. It installs dependencies, checks formatting and linting, compiles the TypeScript code, runs the test suites and produces a build. If any step fails, the change cannot be merged. This simple rule keeps the main branch releasable at all times, which is the foundation of fast and safe delivery.',
        },
        {
          kind: 'paragraph',
          text: 'After a merge, the pipeline deploys automatically to a staging environment that mirrors production as closely as possible. Clients and testers always have an up-to-date version to review, and nobody has to ask a developer to build something on their laptop.',
        },
        {
          kind: 'paragraph',
          text: 'Production deployments are scripted and repeatable. Infrastructure is described as code, environment configuration is versioned and database migrations run as part of the release. Because deployments are routine rather than rare events, each one is small, low-risk and easy to roll back if something unexpected happens. Where it makes sense, we use feature flags so that code can be deployed before a feature is switched on for users.',
        },
        {
          kind: 'paragraph',
          text: 'We also keep the pipeline fast. Slow tests are split and run in parallel, build caches are reused between runs and flaky tests are fixed or removed rather than ignored. A pipeline that gives feedback within minutes encourages small, frequent pull requests, and small changes are much easier to review, test and release.',
        },
      ],
    },
    {
      heading: 'Launch: Going Live Without Drama',
      blocks: [
        {
          kind: 'paragraph',
          text: 'A good launch is a quiet one. Several weeks before go-live we agree on a launch checklist with the client covering data migration, domain and certificate configuration, app store submissions for mobile apps, analytics, backups, monitoring and a communication plan for users.',
        },
        {
          kind: 'paragraph',
          text: 'For larger systems we prefer staged rollouts: a soft launch to internal users or a small group of customers, followed by a gradual increase in traffic. This approach surfaces real-world issues, such as unexpected data or usage patterns, while their impact is still small.',
        },
        {
          kind: 'paragraph',
          text: 'On launch day the team that built the product is on hand, watching dashboards and error reports and ready to respond. We also prepare a rollback plan in advance, so that if something does go wrong, the decision and the steps are already clear and nobody has to improvise under pressure.',
        },
        {
          kind: 'paragraph',
          text: 'The first two weeks after launch are a period of close attention. The team prioritises fixes for anything real users run into, reviews performance under genuine load and checks that analytics and monitoring tell an accurate story.',
        },
      ],
    },
    {
      heading: 'Support, Maintenance and Continuous Improvement',
      blocks: [
        {
          kind: 'paragraph',
          text: "Launch is the beginning of a product's life, not the end of the project. After go-live we offer support agreements that cover monitoring, bug fixes, security patches, dependency updates and changes in browsers or mobile operating systems that could affect the product. Response times are agreed in advance, and critical issues are always handled first. Typical ongoing support includes:",
        },
        {
          kind: 'list',
          items: [
            'Monthly health reports covering uptime, performance and errors',
            'Regular dependency and security updates to keep the platform safe',
            'A prioritised improvement backlog reviewed together with the client',
            "Documentation and knowledge transfer if the client's in-house team takes over",
          ],
        },
        {
          kind: 'paragraph',
          text: 'Just as importantly, we help clients learn from real usage. Analytics, user feedback and support requests reveal which features people love, where they get stuck and what they ask for next. This evidence feeds back into the backlog, and the cycle of discovery, design, development and delivery begins again on a smaller scale.',
        },
      ],
    },
  ],
  conclusion: [
    'A proven development process is not about rigid rules. It is about removing guesswork: understanding the problem before building, validating designs with real users, choosing an architecture that fits, delivering in short visible increments, testing continuously and releasing with confidence.',
    'This is the process behind every web platform, mobile app and custom system we deliver at CodeCrush. It keeps projects on track, keeps clients in control and produces software that is easier to maintain and extend for years after launch.',
    'If you are planning a new product or want to bring order to an existing one, our team would be glad to walk you through how this process could work for your project.',
  ],
} as const satisfies ArticleBody;
