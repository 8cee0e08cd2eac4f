import type { ArticleBody } from '../types';

/** The body of post 4; loaded only on its own article page. */
export const article4 = {
  lead: "Every business reaches a point where the spreadsheets, plug-ins and subscription tools that got it started begin to slow it down. Teams copy data between systems by hand, workarounds become 'the process', and opportunities slip away because the software cannot keep up. Custom software is how ambitious companies break through that ceiling, and in this article we explain when it makes sense, what it really involves and how to get a strong return on the investment.",
  sections: [
    {
      heading: 'Why Off-the-Shelf Software Eventually Stops Fitting',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Packaged software is designed for the average customer. That is its strength: it is quick to adopt, reasonably priced and good enough for common tasks such as invoicing, email marketing or basic inventory. The trouble starts when your business is not average, which is usually the very thing that makes it successful. The way you quote a job, schedule your staff, serve a particular kind of customer or move goods through your warehouse is often the reason clients choose you over a competitor.',
        },
        {
          kind: 'paragraph',
          text: 'When a generic tool cannot model that process, people fill the gaps themselves. They export reports to spreadsheets, retype orders from one system into another, keep side lists in chat groups and rely on the one colleague who knows how everything fits together. Each workaround seems small, but together they cost hours every week, introduce errors and make growth painful, because every new customer adds more manual effort rather than more profit.',
        },
        {
          kind: 'paragraph',
          text: 'There is also a quieter cost. Subscription fees rise as you add users and modules, you pay for features nobody uses, and your roadmap depends on a vendor whose priorities are set by thousands of other customers. If a feature you rely on is changed or withdrawn, you adapt to it, not the other way around.',
        },
      ],
    },
    {
      heading: "What 'Custom' Really Means",
      blocks: [
        {
          kind: 'paragraph',
          text: 'Custom software is not about reinventing everything from scratch. A well-run project reuses proven open-source frameworks, cloud services and third-party APIs for the parts of the system that are genuinely standard, such as authentication, payments, email delivery or maps. The custom work is concentrated where it creates value: the workflows, rules, screens and integrations that are specific to your business.',
        },
        {
          kind: 'paragraph',
          text: 'In practice, a custom solution can take many shapes. It might be a customer portal where clients track orders and download documents, an internal operations dashboard that replaces a dozen spreadsheets, a mobile app for field staff who work offline, or a lightweight integration layer that keeps your accounting, CRM and e-commerce store in sync. Sometimes the best answer is a focused extension to a tool you already use rather than a brand-new platform.',
        },
        {
          kind: 'paragraph',
          text: 'This is also why custom software is often more affordable than people expect. Because the common building blocks are reused, the budget goes into the few features that directly save time or win customers. A clearly scoped first release focused on one painful process is a very different undertaking from an all-encompassing enterprise system, and it is usually the smarter place to begin.',
        },
        {
          kind: 'quote',
          text: 'Buy what is common, build what makes you different. The goal of custom software is not to own more code, but to own the parts of your business that competitors cannot copy.',
        },
      ],
    },
    {
      heading: 'Signs Your Business Is Ready for Custom Software',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Not every company needs a bespoke system, and we are always candid with clients when an existing product will do the job. Still, a few patterns reliably indicate that the time has come to invest in something built around the way you work.',
        },
        {
          kind: 'list',
          items: [
            'Staff spend hours each week moving data between tools, reconciling spreadsheets or fixing mistakes caused by double entry.',
            'Your key process lives in the heads of a few people, so holidays and staff turnover put operations at risk.',
            'Subscription and licence costs keep climbing while the tools still do not cover your core workflow.',
            'Customers ask for self-service features, such as online ordering, tracking or booking, that your current setup cannot offer.',
            'Management decisions are delayed because reliable, up-to-date reports take days to assemble.',
            'You have an idea for a new digital product or revenue stream that no existing platform supports.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'If two or three of these sound familiar, a short discovery exercise will usually reveal opportunities that pay for themselves within a reasonable time, even before you commit to a full build.',
        },
      ],
    },
    {
      heading: 'Where Custom Software Delivers the Biggest Returns',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The most valuable projects tend to cluster around a handful of themes. The first is automation: replacing repetitive manual steps with rules that run reliably every time. Generating invoices from completed jobs, routing approval requests to the right manager, sending reminders before appointments or flagging stock that is running low are simple examples that free people for work that actually needs human judgement.',
        },
        {
          kind: 'paragraph',
          text: 'The second is customer experience. A booking app that lets clients choose a slot in seconds, a portal that shows the live status of an order, or a mobile experience that remembers preferences can change how customers perceive your brand. In our own work, from salon booking to tailoring and travel platforms, we have seen how removing friction from a single journey can lift repeat business noticeably.',
        },
        {
          kind: 'paragraph',
          text: 'The third is visibility. When all your operational data flows into one well-designed system, dashboards stop being a monthly chore and become a daily tool. Owners can see margins by product, managers can spot bottlenecks as they form, and teams can measure the effect of changes rather than guessing.',
        },
        {
          kind: 'paragraph',
          text: 'Finally, custom software can open entirely new revenue streams. Many businesses hold expertise, data or relationships that can be packaged as a digital service: a subscription for clients, a marketplace connecting partners, or a learning platform that turns know-how into courses.',
        },
      ],
    },
    {
      heading: 'Start Small: Discovery and the Minimum Viable Product',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The biggest risk in any software project is building the wrong thing. That is why we begin with discovery, a short, structured phase in which we interview the people who will use the system, map the current process step by step and identify where time and money are being lost. The output is not a thick document that nobody reads, but a prioritised backlog, clickable wireframes and a clear recommendation on scope, technology and budget.',
        },
        {
          kind: 'paragraph',
          text: 'From there we recommend a minimum viable product: the smallest version of the solution that solves a real problem for real users. A focused first release can often go live within a few months, starts delivering value immediately and gives you evidence about what to build next. Features that seemed essential on a whiteboard sometimes turn out to be unnecessary, while small details nobody anticipated become the ones users love.',
        },
        {
          kind: 'list',
          ordered: true,
          items: [
            'Discovery workshops to understand goals, users and constraints.',
            'UI/UX design and clickable prototypes validated with real users.',
            'An MVP built in short sprints with a working demo at the end of each.',
            'Launch, training and close monitoring of how the system is used.',
            'Iterative improvement based on feedback and measured results.',
          ],
        },
      ],
    },
    {
      heading: 'Integration: Making Your Systems Work Together',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Few businesses start with a blank slate. You already have accounting software, perhaps an e-commerce store, a CRM, payment gateways, messaging tools and a collection of spreadsheets. A good custom solution respects that investment and connects to it rather than replacing everything at once.',
        },
        {
          kind: 'paragraph',
          text: 'Modern systems expose APIs and webhooks that let data move automatically. An order placed online can create a record in your operations system, reserve stock, raise an invoice in accounting and notify the customer by SMS or email without anyone touching a keyboard. Where older systems offer no API, carefully designed import and export jobs can still remove most of the manual work.',
        },
        {
          kind: 'paragraph',
          text: 'Integration also makes migration safer. Rather than a risky big-bang switchover, you can move one process at a time, running old and new side by side until the team is confident. This incremental approach keeps the business running normally while the new platform grows around it.',
        },
      ],
    },
    {
      heading: 'Choosing Technology That Grows With You',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The technology behind a custom system should be chosen for your situation, not for novelty. We favour mature, widely used stacks such as TypeScript and React on the web, React Native or Flutter for mobile, and well-supported back-end frameworks running on established cloud platforms. Popular tools have large talent pools, healthy ecosystems of libraries and long support lifetimes, which keeps maintenance affordable for years.',
        },
        {
          kind: 'paragraph',
          text: 'Architecture matters as much as the language. For most businesses a well-structured modular application is easier to run than a sprawling set of microservices, and it can be split later if parts of the system need to scale independently. Cloud hosting lets you start with modest resources and add capacity when traffic grows, so you pay for what you use rather than for hardware sized for a future that may look different.',
        },
        {
          kind: 'list',
          items: [
            'Automated tests that protect critical workflows whenever code changes.',
            'Continuous integration and deployment so updates ship safely and often.',
            'Monitoring and alerts that reveal problems before customers report them.',
            'Clear documentation that lets new developers become productive quickly.',
          ],
        },
      ],
    },
    {
      heading: 'Security, Compliance and Ownership',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Custom software gives you control, and control comes with responsibility. Security has to be designed in from the first sprint, not bolted on before launch. That means role-based access so people see only what they need, encrypted connections and storage for sensitive data, secure handling of passwords and tokens, audit logs of important actions, and regular dependency updates to close known vulnerabilities.',
        },
        {
          kind: 'paragraph',
          text: 'Depending on your industry, you may also need to meet data protection rules, financial record-keeping requirements or client contractual obligations. Building these into the requirements early is far cheaper than retrofitting them. Our cybersecurity team reviews architecture and code for common weaknesses and can run penetration tests before a system goes live.',
        },
        {
          kind: 'paragraph',
          text: 'Ownership matters just as much. You should own the source code, the infrastructure accounts and the documentation, so you are never locked in to a single supplier. We hand over repositories, deployment scripts and technical notes as a standard part of every project, which is also what allows another team to maintain the system if your needs change in the future.',
        },
      ],
    },
    {
      heading: 'Measuring the Return on Your Investment',
      blocks: [
        {
          kind: 'paragraph',
          text: 'A custom build is an investment, and like any investment it should be measured. Before development starts, agree on a small set of metrics that reflect the problem you are solving. These should be things you can observe today, so there is a baseline to compare against after launch.',
        },
        {
          kind: 'list',
          items: [
            'Hours of manual work saved per week across the team.',
            'Error rates in orders, invoices or data entry.',
            'Time from customer enquiry to quote, booking or delivery.',
            'Conversion and repeat-purchase rates on digital channels.',
            'Software licence costs retired after the new system goes live.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Remember that the cost of software is not only the initial build. Hosting, monitoring, security updates and ongoing improvements should be budgeted from the start. The upside is that, unlike per-seat subscriptions, these costs usually grow far more slowly than your business, so the economics improve as you scale.',
        },
      ],
    },
    {
      heading: 'How CodeCrush Approaches Custom Projects',
      blocks: [
        {
          kind: 'paragraph',
          text: 'At CodeCrush, our teams in Rawalpindi and Chakdara combine business analysis, UI/UX design, web and mobile engineering, cloud infrastructure and quality assurance under one roof. That means the people who design your screens talk daily with the people who build your APIs, and nothing is lost in hand-offs between separate vendors.',
        },
        {
          kind: 'paragraph',
          text: 'We work in transparent sprints with a demo every one or two weeks, a shared backlog you can see at any time and a single point of contact who understands both the technology and your business goals. When a decision involves a trade-off between speed, cost and scope, we explain the options in plain language and let you choose. After launch, we stay with you for support, monitoring and the steady improvements that keep software valuable for years rather than months.',
        },
      ],
    },
  ],
  conclusion: [
    'Custom software is not a luxury reserved for large enterprises. For any business whose edge comes from the way it serves customers or runs operations, software built around that edge can remove daily friction, connect scattered systems, surface the numbers that matter and open doors to new revenue.',
    'The key is to approach it deliberately: understand the problem before choosing the solution, start with a focused first release, integrate with what already works, design for security and ownership from day one, and measure results honestly. Done this way, the risk is small and the upside compounds over time.',
    'If you recognise your business in the challenges described here, the CodeCrush team would be glad to talk through your goals. A short conversation is often enough to see whether custom software is the right next step and what a sensible first phase would look like.',
  ],
} as const satisfies ArticleBody;
