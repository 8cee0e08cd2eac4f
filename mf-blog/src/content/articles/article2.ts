import type { ArticleBody } from '../types';

/** The body of post 2; loaded only on its own article page. */
export const article2 = {
  lead: 'Off-the-shelf software is a sensible starting point for almost every business, but sooner or later many organisations find themselves bending their processes to fit their tools instead of the other way round. Custom software reverses that relationship. In this article we explain what custom software services really involve, where they deliver the most value and how to decide whether they are right for you.',
  sections: [
    {
      heading: 'What Custom Software Really Means',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Custom software is software designed and built for a specific organisation, its users and its way of working. It can be a customer-facing web platform, a mobile app for field staff, an internal dashboard that replaces a maze of spreadsheets or a service that connects systems which were never designed to talk to each other.',
        },
        {
          kind: 'paragraph',
          text: 'Custom does not mean starting from nothing. Modern projects are assembled from proven building blocks: open-source frameworks, cloud services, payment gateways, mapping and messaging providers. What makes the result custom is the part that matters most to your business: the data model, the workflows, the rules and the user experience, all shaped around how you actually operate.',
        },
        {
          kind: 'paragraph',
          text: 'Custom software services cover the whole journey, not just the coding. At CodeCrush that means discovery and requirements analysis, UI/UX design, web and mobile development, testing, deployment, integration with existing systems and long-term support. A good partner takes responsibility for the outcome, not only for the lines of code.',
        },
      ],
    },
    {
      heading: 'The Hidden Costs of Generic Tools',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Packaged software looks inexpensive at first: a monthly subscription, a quick sign-up and you are running. The costs tend to appear later, and they rarely show up on a single invoice. As a business grows, teams start to build workarounds around the limits of their tools, and those workarounds quietly consume time and introduce errors.',
        },
        {
          kind: 'paragraph',
          text: 'Common signs that a business has outgrown its generic tools include:',
        },
        {
          kind: 'list',
          items: [
            'Staff copying the same data between two or three systems by hand every day',
            'Critical processes that live in spreadsheets only one person fully understands',
            'Per-user licence fees that rise faster than the value the tool delivers',
            'Features you pay for but never use, alongside features you need but cannot get',
            'Reports that take hours to assemble because the data sits in different places',
          ],
        },
        {
          kind: 'paragraph',
          text: 'None of these problems is dramatic on its own. Together they slow a business down, frustrate good employees and make it harder to serve customers well. Custom software addresses the root cause instead of adding yet another tool to the pile.',
        },
      ],
    },
    {
      heading: 'Software That Fits the Way You Work',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Every business has processes that make it distinctive: the way a travel agency packages tours, the way a school tracks attendance and fees, the way a tailoring shop manages measurements and delivery dates. Generic software forces these processes into a one-size-fits-all template. Custom software models them directly.',
        },
        {
          kind: 'paragraph',
          text: 'When software fits the workflow, the benefits show up in small moments throughout the day. A form asks only for information that is actually needed. A status changes automatically when a payment arrives. A manager sees the three numbers that matter on one screen instead of exporting data into a spreadsheet. Each improvement saves a few minutes, and across a team and a year those minutes add up to a real difference in capacity.',
        },
        {
          kind: 'paragraph',
          text: 'Fit also improves adoption. People embrace tools that make their work easier and resist tools that get in their way. Because custom software is designed with its users, through interviews, prototypes and usability testing, it speaks their language and reflects their priorities. That makes training simpler and keeps the software in daily use rather than abandoned in favour of the old spreadsheet.',
        },
      ],
    },
    {
      heading: 'Integration: Making Your Systems Work Together',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Few businesses run on a single system. Accounting software, a customer database, an e-commerce store, a payment provider, a messaging service and a handful of internal tools all hold part of the picture. Much of the value of custom software comes from connecting these pieces so that data flows automatically and reliably.',
        },
        {
          kind: 'paragraph',
          text: 'A well-designed integration layer means an order placed online appears in the warehouse system immediately, customer details are entered once and reused everywhere, and reports draw on a single, consistent source of truth. It also makes the business more flexible: when you replace one tool, only its connector needs to change, not every process that depends on it.',
        },
        {
          kind: 'paragraph',
          text: 'Integration work needs care. We document every data flow, handle failures gracefully with retries and clear alerts, and make sure sensitive information is transmitted and stored securely. Done properly, integrations are invisible to users; they simply notice that information is where they expect it to be.',
        },
        {
          kind: 'paragraph',
          text: 'Typical integrations in our projects connect a new platform to payment gateways, accounting packages, SMS and email providers, maps and location services, customer relationship management tools and the spreadsheets or legacy databases a business already relies on. Each connection removes a manual step and a potential source of mistakes.',
        },
      ],
    },
    {
      heading: 'Scalability and Ownership',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Custom software can be designed around your growth plans. If you expect to add branches, enter new markets, support new languages or handle seasonal peaks, the architecture can accommodate those changes from the beginning. Cloud infrastructure lets the system scale up during busy periods and scale down when demand falls, so you pay for what you use.',
        },
        {
          kind: 'paragraph',
          text: 'Performance can be tuned to the way your system is really used. If most customers browse on mobile connections, pages can be kept light and fast. If managers run heavy reports at the end of each month, those reports can be prepared in the background so they do not slow everyone else down. Generic products must serve the average customer; custom software can serve yours.',
        },
        {
          kind: 'paragraph',
          text: "Ownership is equally important. With a custom product, the roadmap is yours. You decide which features come next, when to release them and how they should behave. You are not exposed to a vendor's sudden price increase, a discontinued product or a redesign that breaks the workflow your team depends on.",
        },
        {
          kind: 'list',
          items: [
            'You control the source code, the data and the release schedule',
            'Costs are tied to the value you build, not to the number of seats',
            'The system can be extended, integrated or handed to an in-house team',
            'Your data stays in a structure you understand and can export at any time',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Ownership comes with responsibility, of course. Software needs maintenance, updates and monitoring. That is why we recommend planning for ongoing support from the start, either with your development partner or with an internal team trained during the project.',
        },
      ],
    },
    {
      heading: 'Security and Compliance by Design',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Security is easier to build in than to add later. In a custom project, protection of data is part of the design conversation from the first workshop: who may see which information, how users authenticate, what must be encrypted, how long records are kept and what happens when an employee leaves.',
        },
        {
          kind: 'paragraph',
          text: 'Because the system is built for your context, it can follow the specific rules that apply to your industry and region, whether those concern patient records, payment details, student information or personal data more generally. Role-based access, audit logs and secure defaults are straightforward to include when they are planned from the outset.',
        },
        {
          kind: 'paragraph',
          text: 'Our cybersecurity specialists review designs and code for common weaknesses, and automated checks scan dependencies for known vulnerabilities on every build. Security is never finished, so regular updates and periodic reviews remain part of the support plan after launch.',
        },
      ],
    },
    {
      heading: 'A Genuine Competitive Advantage',
      blocks: [
        {
          kind: 'paragraph',
          text: 'If your competitors use the same off-the-shelf tools as you, those tools cannot be what sets you apart. Custom software can. A booking experience that is noticeably faster, a customer portal that answers questions before they are asked, or an internal system that lets your team respond in minutes instead of days becomes part of what customers value about your business.',
        },
        {
          kind: 'quote',
          text: 'The best custom software does not just digitise a process; it makes a better process possible.',
        },
        {
          kind: 'paragraph',
          text: 'Custom platforms also collect the data you actually need, in the shape you need it. Over time that data supports better decisions: which services are most profitable, where customers drop out of a journey, which regions are growing. It can also become the foundation for automation and AI features that would be impossible to build on top of a closed product.',
        },
        {
          kind: 'paragraph',
          text: 'Speed of change is an advantage in itself. When a new opportunity appears, a business with its own platform can respond with a new feature in weeks, rather than waiting and hoping that a vendor adds it to a future release.',
        },
      ],
    },
    {
      heading: 'Understanding the Investment',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Custom software requires a larger upfront investment than a subscription, so it deserves an honest comparison. The fair way to compare is total cost of ownership over several years: licence fees, the time staff spend on workarounds, the cost of errors and duplicated data entry, and the opportunities missed because a tool cannot do what the business needs.',
        },
        {
          kind: 'paragraph',
          text: 'The cost of a custom project is driven mainly by its scope and complexity. The factors that matter most are:',
        },
        {
          kind: 'list',
          items: [
            'The number of user roles, screens and business rules',
            'The number and complexity of integrations with other systems',
            'Platforms to support, such as web, Android and iOS',
            'Requirements for security, availability and performance',
            'The amount of existing data to clean and migrate',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Phased delivery keeps the investment under control. By funding a focused first release and expanding only what proves its value, a business spreads the cost over time and bases each new decision on real results rather than assumptions.',
        },
      ],
    },
    {
      heading: 'When Off-the-Shelf Is the Right Answer',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Custom software is not the answer to every problem, and a trustworthy partner will tell you so. For standard functions such as email, payroll or general accounting, mature packaged products are usually the better choice. They are inexpensive, well supported and solve problems that are essentially the same for every business.',
        },
        {
          kind: 'paragraph',
          text: 'The strongest case for custom development appears where your processes are distinctive, where several tools need to work together, or where the software itself is part of what you sell. A useful rule of thumb is to buy for what is common and build for what makes you different. Many successful solutions combine both, using packaged tools for routine tasks and custom software to connect them and handle the work that sets the business apart.',
        },
      ],
    },
    {
      heading: 'How to Get Started',
      blocks: [
        {
          kind: 'paragraph',
          text: 'A custom software project does not have to begin with a large commitment. The most successful projects we have delivered started small, proved their value and then grew. A practical path looks like this:',
        },
        {
          kind: 'list',
          ordered: true,
          items: [
            'Identify the process that causes the most friction or costs the most time today',
            'Run a short discovery phase to define goals, users, requirements and success measures',
            'Validate the solution with clickable prototypes before development begins',
            'Build a focused first release, often called a minimum viable product, and put it in real hands',
            'Measure the results, gather feedback and expand the system in planned increments',
          ],
        },
        {
          kind: 'paragraph',
          text: 'When choosing a partner, look beyond price. Ask to see similar projects, understand how they handle communication and changing requirements, check how they test their work and agree clearly on who owns the code. A good partner explains technical trade-offs in plain language and is honest about risks.',
        },
        {
          kind: 'paragraph',
          text: "At CodeCrush we work with startups, growing companies and established organisations to build web platforms, mobile apps, e-commerce solutions and internal systems. Our teams in Rawalpindi and Chakdara combine product design, engineering, quality assurance and IT consulting, so a client has one accountable team from the first workshop to the product's continued evolution.",
        },
      ],
    },
  ],
  conclusion: [
    'Custom software services give businesses something generic tools cannot: software that fits their processes, connects their systems, protects their data and grows with their ambitions. The result is less time lost to workarounds, a better experience for customers and a platform the business truly owns.',
    'The key is to approach custom development deliberately: start with a clear problem, validate ideas early, build in focused increments and plan for the long term. Combined with the right partner, that approach turns software from a cost into a lasting advantage.',
    'If your team is working around its tools instead of with them, we would be happy to talk through your challenges and explore what a custom solution could look like.',
  ],
} as const satisfies ArticleBody;
