import type { ArticleBody } from '../types';

/** The body of post 5; loaded only on its own article page. */
export const article5 = {
  lead: 'Most software projects that disappoint do not fail because of a single bad line of code. They struggle because of decisions made before development even started: the wrong partner, a contract model that does not match the uncertainty of the work, a technology chosen for fashion rather than fit, or a team shaped for a different kind of project. This guide walks through those early choices and shares the questions we encourage every client to ask, including of us.',
  sections: [
    {
      heading: 'Start With the Problem, Not the Vendor',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Before you compare agencies or frameworks, write down what success looks like in plain business terms. Who will use the product, what problem does it solve for them, and how will you know it is working six months after launch? A single page that answers these questions is more valuable than a long feature list, because it lets every potential partner propose a solution rather than simply price a wish list.',
        },
        {
          kind: 'paragraph',
          text: 'It also helps to be honest about what you do not know yet. Perhaps you are confident about the core workflow but unsure how customers will react to pricing, or you know the mobile app is essential but have not decided whether an admin dashboard is needed from day one. Naming these uncertainties early shapes almost every decision that follows, from the contract model to the size of the first release.',
        },
        {
          kind: 'list',
          items: [
            'The business goal and the measurable outcome you expect.',
            'The primary users and the top three tasks they must be able to complete.',
            'Hard constraints such as deadlines, budget range, regulations or existing systems.',
            'Known unknowns: the assumptions you still need to test.',
          ],
        },
      ],
    },
    {
      heading: 'Choosing the Right Engagement Model',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Software companies typically offer three ways of working together, and each suits a different level of certainty. Matching the model to your project is one of the simplest ways to avoid friction later.',
        },
        {
          kind: 'paragraph',
          text: 'A fixed-price engagement works best when the scope is small, well understood and unlikely to change, such as a marketing website, a clearly specified integration or a redesign of existing screens. You get budget certainty, but any change requires a formal change request, and a vendor pricing fixed risk will naturally include a buffer for the unexpected.',
        },
        {
          kind: 'paragraph',
          text: 'Time and materials suits products where requirements will evolve as you learn, which describes most new apps and platforms. You pay for the effort actually spent, priorities can shift from sprint to sprint, and nothing is wasted on features that turn out to be unnecessary. The trade-off is that you need to stay involved, review progress regularly and make decisions promptly.',
        },
        {
          kind: 'paragraph',
          text: 'Budget control is still possible under this model. Many clients set a monthly or per-phase ceiling, review burn rate at every sprint demo and keep a prioritised backlog so that, if money runs short, the most valuable features have already been delivered. In effect, you fix the budget and let the scope flex, rather than the other way round.',
        },
        {
          kind: 'paragraph',
          text: 'A dedicated team, sometimes called staff augmentation or remote resources, gives you engineers, designers or testers who work as an extension of your own organisation, often for many months. This is ideal when you have an ongoing product, an in-house product owner and a steady flow of work, but want to scale capacity without the cost and delay of local hiring.',
        },
        {
          kind: 'quote',
          text: 'Fixed price buys certainty of cost, time and materials buys flexibility of scope, and a dedicated team buys capacity. Decide which of the three matters most before you compare quotes.',
        },
      ],
    },
    {
      heading: 'How to Evaluate a Software Partner',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Portfolios and polished proposals are a starting point, but the real test is how a company thinks. In early conversations, pay attention to the questions they ask. A strong partner will probe your users, your constraints and your definition of success before talking about technology. A weak one will agree to everything and produce an estimate within an hour.',
        },
        {
          kind: 'list',
          items: [
            'Relevant experience: have they shipped products of similar type or complexity, and can you see them live?',
            'Process transparency: how do they plan, demo, test and report progress?',
            'The actual team: who will work on your project, and can you meet them before signing?',
            'Quality practices: code review, automated testing, security checks and documentation.',
            'References: can you speak to a past client about how problems were handled?',
            'Ownership terms: do you receive the source code, credentials and intellectual property?',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Ask to see how they handled a project that went off track. Every experienced team has one, and the answer reveals far more about honesty and problem-solving than any success story. Look for a partner who talks about what they learned and what they changed in their process as a result.',
        },
      ],
    },
    {
      heading: 'Picking a Technology Stack That Fits',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Technology choices should follow the product, the team and the long-term plan, not the latest headlines. For most business applications, the safest choice is a mature, popular stack with a large community, good documentation and a healthy hiring market. These qualities keep maintenance costs reasonable and make it possible to change suppliers or grow an in-house team later.',
        },
        {
          kind: 'paragraph',
          text: 'On the web, TypeScript with a framework such as React has become a dependable default for rich interfaces, paired with a back end in Node.js, Python, Go or another well-supported language depending on the workload. For mobile, cross-platform frameworks like React Native and Flutter let one codebase serve both iOS and Android, which suits most business apps; fully native development still makes sense when you need deep hardware access or the highest possible performance.',
        },
        {
          kind: 'paragraph',
          text: 'Data and infrastructure deserve equal thought. A relational database is the right foundation for most transactional systems, while search engines, caches or analytics stores can be added as needs emerge. Managed cloud services reduce operational burden, but check how portable they are and what costs will look like as usage grows. If your project involves AI or machine learning, ask how models will be evaluated, monitored and updated, not only how they will be built.',
        },
        {
          kind: 'paragraph',
          text: 'When two options look equally good, a short technical spike of a few days can settle the question with evidence. Build the riskiest part of the system, such as a tricky integration or an offline sync flow, in both candidates if necessary, and compare the results. It is a small cost that can prevent an expensive rewrite later.',
        },
      ],
    },
    {
      heading: 'Shaping the Right Team',
      blocks: [
        {
          kind: 'paragraph',
          text: 'A common mistake is to think of a project team as a number of developers. Successful products need a blend of skills, and the right mix depends on the stage of the project. Early on, business analysis and UI/UX design carry a lot of weight, because decisions made in wireframes are cheap to change. During build, engineering and quality assurance dominate. After launch, support, monitoring and incremental improvement take over.',
        },
        {
          kind: 'list',
          items: [
            'A product owner on your side who can make decisions and set priorities.',
            'A project manager or delivery lead who keeps the plan, risks and communication on track.',
            'UI/UX designers who turn requirements into tested, usable interfaces.',
            'Front-end, back-end and mobile engineers matched to the chosen stack.',
            'QA engineers who test continuously rather than only at the end.',
            'DevOps and security expertise for infrastructure, deployment and protection.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Smaller is often better. A compact, senior team of four to six people who communicate closely will usually outperform a larger group that spends its time coordinating. Grow the team when the backlog and the architecture can genuinely absorb more people, not simply to hit a date.',
        },
        {
          kind: 'paragraph',
          text: 'Think, too, about what should stay in-house. Product vision, domain knowledge and final decisions belong with you. Specialist skills you need only occasionally, such as security testing, performance tuning or a burst of design work, are often better sourced from a partner. A clear split keeps your organisation in control while still benefiting from outside expertise.',
        },
      ],
    },
    {
      heading: 'Communication, Time Zones and Working Rhythm',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Distributed collaboration is now routine, and working with a partner in another country can be a real advantage in cost and access to talent. It does, however, require a deliberate rhythm. Agree on a few overlapping hours each day for live conversation, a shared channel for quick questions, and a predictable cadence of planning, demos and retrospectives.',
        },
        {
          kind: 'paragraph',
          text: 'Written communication matters more when people are not in the same room. Decisions, acceptance criteria and changes of scope should be recorded where everyone can find them, typically in the project backlog. Regular demos of working software, rather than status reports, are the most reliable way to know where a project truly stands.',
        },
        {
          kind: 'paragraph',
          text: "From our offices in Rawalpindi and Chakdara, CodeCrush works with clients across several time zones. We plan overlap hours around our clients' working day and keep a named delivery lead responsible for each account, so there is always one person who knows the full picture.",
        },
      ],
    },
    {
      heading: 'Red Flags to Watch For',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Some warning signs appear early, and it is far cheaper to notice them during selection than halfway through a build. None of them alone is a reason to walk away, but several together should give you pause.',
        },
        {
          kind: 'list',
          items: [
            'An estimate that arrives before anyone has asked about your users or constraints.',
            'A price dramatically lower than every other proposal without a clear explanation.',
            'Reluctance to let you meet the engineers who will actually do the work.',
            'No mention of testing, code review or security in the proposal.',
            "Contracts that leave source code or accounts in the vendor's control.",
          ],
        },
        {
          kind: 'paragraph',
          text: 'Equally, be cautious of a partner who never pushes back. Good teams will sometimes tell you that a feature is not worth its cost or that a deadline is unrealistic. That friction is a sign they care about the outcome, not just the invoice.',
        },
      ],
    },
    {
      heading: 'Reduce Risk With a Paid Discovery or Pilot',
      blocks: [
        {
          kind: 'paragraph',
          text: 'If you are unsure about a partner, you do not have to commit to the entire project at once. A short, paid discovery phase of a few weeks produces tangible outputs, such as a prioritised backlog, wireframes or a clickable prototype, an architecture outline and a refined estimate. You own those outputs whatever you decide next.',
        },
        {
          kind: 'paragraph',
          text: 'Alternatively, start with a small pilot: one well-defined feature or integration built end to end. In a few sprints you will learn how the team communicates, how they handle feedback, how good their code and testing really are, and whether their estimates hold up. That evidence is worth more than any sales presentation.',
        },
        {
          kind: 'paragraph',
          text: 'A pilot is also a fair test for the partner. It gives them time to understand your domain and your people before making larger commitments, which usually leads to more accurate estimates for the rest of the project. Many of our longest client relationships began with exactly this kind of small, carefully scoped first engagement.',
        },
      ],
    },
    {
      heading: 'Questions to Ask Before You Sign',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Before the contract is final, take time to walk through a few practical questions together. Clear answers now prevent misunderstandings later and set the tone for an open working relationship.',
        },
        {
          kind: 'list',
          ordered: true,
          items: [
            'How will scope changes be proposed, estimated and approved?',
            'What happens if a key team member leaves during the project?',
            'How are bugs found after launch handled, and is there a warranty period?',
            'Which environments, tools and accounts will we own from the start?',
            'What does ongoing support and maintenance look like, and how is it priced?',
          ],
        },
        {
          kind: 'paragraph',
          text: 'There are no trick answers here. What you are looking for is a partner who has clearly thought about these situations before, can describe how they handled them on previous projects and is willing to write the important points into the agreement. Vague reassurances at this stage tend to become difficult conversations later.',
        },
      ],
    },
  ],
  conclusion: [
    'Finding the right fit is less about finding the perfect vendor and more about aligning a set of decisions with the reality of your project: how certain the scope is, how much involvement you can offer, which technologies will serve you for years, and what kind of team the work genuinely needs.',
    'Take the time to define the problem clearly, choose an engagement model that matches your level of uncertainty, evaluate partners on how they think rather than how they pitch, and reduce risk with a discovery phase or pilot before committing fully. These steps cost little compared with the price of a mismatched partnership.',
    'At CodeCrush we are always happy to start with an honest conversation, even if the outcome is a recommendation that you need a different kind of partner. If you are planning a new product or looking to strengthen an existing team, get in touch and we will help you map out the options.',
  ],
} as const satisfies ArticleBody;
